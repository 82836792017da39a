import type { ReactNode } from 'react';
import type { Address } from '@resham/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface AddressCardProps {
  address: Address;
  /** Checkout: the card can be chosen as the delivery address. */
  selectable?: boolean;
  selected?: boolean;
  onSelect?: () => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** One address: its fields (city, state, gift message and notes only when present), Edit and Delete. */
export function AddressCard({
  address: a,
  selectable = false,
  selected = false,
  onSelect,
  onEdit,
  onDelete,
  deleting = false,
}: AddressCardProps) {
  const has = (v: string | null | undefined) => !!v && v.trim() !== '';
  return (
    <article
      aria-label={`Address: ${a.address}`}
      onClick={selectable ? onSelect : undefined}
      className={cn(
        'grid h-full content-between gap-4 rounded-lg bg-white shadow-sm transition-colors',
        selectable && 'cursor-pointer hover:border-maroon-500',
        selected ? 'border-[3px] border-maroon-700 p-[14px]' : 'border border-stone-300 p-4',
      )}
    >
      <div className="grid gap-3">
        {selectable ? (
          <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-maroon-900">
            <input
              type="radio"
              name="delivery-address"
              className="size-4 accent-maroon-800"
              checked={selected}
              onChange={onSelect}
              onClick={(event) => event.stopPropagation()}
            />
            {selected ? 'Delivering to this address' : 'Deliver to this address'}
          </label>
        ) : null}
        <dl className="grid gap-1 text-sm">
          <Row label="Address">{a.address}</Row>
          {has(a.city) ? <Row label="City">{a.city}</Row> : null}
          {has(a.state) ? <Row label="State">{a.state}</Row> : null}
          <Row label="Country">{a.country}</Row>
          <Row label="Pincode">{a.pincode}</Row>
          <Row label="Phone">{a.phone}</Row>
          <Row label="Deliver to">{a.isGift ? 'To a friend' : 'Myself'}</Row>
          {a.isGift && has(a.recipientName) ? <Row label="Recipient">{a.recipientName}</Row> : null}
          {a.isGift && has(a.giftMessage) ? <Row label="Gift message">{a.giftMessage}</Row> : null}
          {has(a.gstin) ? (
            <Row label="GSTIN">
              {a.gstin} · {a.businessName}
            </Row>
          ) : null}
          {has(a.notes) ? <Row label="Notes">{a.notes}</Row> : null}
        </dl>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={(event) => {
            event.stopPropagation();
            onEdit();
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> address {a.address}</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          disabled={deleting}
          onClick={(event) => {
            event.stopPropagation();
            onDelete();
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete<span className="sr-only"> address {a.address}</span>
        </Button>
      </div>
    </article>
  );
}
