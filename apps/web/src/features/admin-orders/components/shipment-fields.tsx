import { KNOWN_COURIER_NAMES, trackingUrlFor, type ShipmentFields as Fields } from '@resham/shared';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';

const OTHER = 'Other courier';

/** What staff type for In Shipping: the courier (a known one, or another by name), the AWB, a tracking link. */
export interface ShipmentDraft {
  choice: string;
  otherName: string;
  trackingNumber: string;
  trackingUrl: string;
}
export const EMPTY_SHIPMENT: ShipmentDraft = {
  choice: KNOWN_COURIER_NAMES[0]!,
  otherName: '',
  trackingNumber: '',
  trackingUrl: '',
};

/** The request fields of a draft (the server checks them again and answers its message). */
export function shipmentFields(d: ShipmentDraft): Fields {
  const courier = d.choice === OTHER ? d.otherName.trim() : d.choice;
  return { courier, trackingNumber: d.trackingNumber.trim(), trackingUrl: d.trackingUrl.trim() || undefined };
}

/** Courier, AWB and tracking link, shown when staff move an order to In Shipping. */
export function ShipmentFieldsForm({
  draft,
  onChange,
  disabled,
}: {
  draft: ShipmentDraft;
  onChange: (draft: ShipmentDraft) => void;
  disabled: boolean;
}) {
  const set = (patch: Partial<ShipmentDraft>) => onChange({ ...draft, ...patch });
  const { courier, trackingNumber } = shipmentFields(draft);
  const filled =
    !draft.trackingUrl && courier && trackingNumber ? trackingUrlFor(courier, trackingNumber) : null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Courier">
        <NativeSelect
          value={draft.choice}
          disabled={disabled}
          onChange={(e) => set({ choice: e.target.value })}
        >
          {[...KNOWN_COURIER_NAMES, OTHER].map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {draft.choice === OTHER ? (
        <Field label="Courier name">
          <Input
            value={draft.otherName}
            maxLength={60}
            disabled={disabled}
            onChange={(e) => set({ otherName: e.target.value })}
          />
        </Field>
      ) : null}
      <Field label="AWB / tracking number">
        <Input
          value={draft.trackingNumber}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          onChange={(e) => set({ trackingNumber: e.target.value })}
        />
      </Field>
      <Field
        label="Tracking link"
        note="(optional)"
        hint={filled ? `Filled from the AWB: ${filled}` : 'An https:// link to the parcel’s tracking page.'}
      >
        <Input
          type="url"
          value={draft.trackingUrl}
          maxLength={500}
          disabled={disabled}
          onChange={(e) => set({ trackingUrl: e.target.value })}
        />
      </Field>
    </div>
  );
}
