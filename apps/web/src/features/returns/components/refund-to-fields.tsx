import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { RETURN_WEB_WORDS as W } from '../words';
import { RadioChoices } from './radio-choices';

export interface RefundToDraft {
  mode: 'upi' | 'bank';
  upi: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
}
export const EMPTY_REFUND_TO: RefundToDraft = {
  mode: 'upi',
  upi: '',
  accountName: '',
  accountNumber: '',
  ifsc: '',
};

/** The request's refundTo from the draft: a UPI id, or an account (the server checks both again). */
export const refundToOf = (d: RefundToDraft) =>
  d.mode === 'upi'
    ? { upi: d.upi.trim() }
    : { accountName: d.accountName.trim(), accountNumber: d.accountNumber.trim(), ifsc: d.ifsc.trim() };

export type RefundToErrors = Partial<Record<'upi' | 'accountName' | 'accountNumber' | 'ifsc', string>>;

/** Where a cash-on-delivery order's refund is sent: a UPI id, or an account name, number and IFSC. */
export function RefundToFields({
  draft,
  onChange,
  errors,
  disabled,
}: {
  draft: RefundToDraft;
  onChange: (draft: RefundToDraft) => void;
  errors: RefundToErrors;
  disabled: boolean;
}) {
  const set = (patch: Partial<RefundToDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="grid gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <legend className="px-1 text-sm font-medium text-ink">{W.refundToLegend}</legend>
      <p className="text-xs text-muted">{W.refundToHint}</p>
      <RadioChoices
        className="gap-4"
        label={W.refundToLegend}
        options={[
          { value: 'upi', label: W.toUpi },
          { value: 'bank', label: W.toBank },
        ]}
        value={draft.mode}
        onChange={(mode) => set({ mode })}
        disabled={disabled}
      />
      {draft.mode === 'upi' ? (
        <Field label={W.upi} error={errors.upi} hint="Such as name@okbank">
          <Input
            value={draft.upi}
            autoComplete="off"
            spellCheck={false}
            maxLength={320}
            disabled={disabled}
            onChange={(e) => set({ upi: e.target.value })}
          />
        </Field>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={W.accountName} error={errors.accountName}>
            <Input
              value={draft.accountName}
              autoComplete="name"
              maxLength={100}
              disabled={disabled}
              onChange={(e) => set({ accountName: e.target.value })}
            />
          </Field>
          <Field label={W.accountNumber} error={errors.accountNumber}>
            <Input
              value={draft.accountNumber}
              inputMode="numeric"
              autoComplete="off"
              maxLength={18}
              disabled={disabled}
              onChange={(e) => set({ accountNumber: e.target.value.replace(/\s+/g, '') })}
            />
          </Field>
          <Field label={W.ifsc} error={errors.ifsc} hint="11 characters, such as SBIN0001234">
            <Input
              value={draft.ifsc}
              autoComplete="off"
              spellCheck={false}
              maxLength={11}
              className="uppercase"
              disabled={disabled}
              onChange={(e) => set({ ifsc: e.target.value.toUpperCase() })}
            />
          </Field>
        </div>
      )}
    </fieldset>
  );
}
