import { MapPin } from 'lucide-react';
import type { Address } from '@resham/shared';

/** What the line reads of an address (a saved one, or a guest's typed one). */
type Destination = Pick<Address, 'isGift' | 'recipientName' | 'city' | 'state' | 'country' | 'pincode'>;

/** Who receives the parcel and where: the recipient of a gift, else the shopper herself. */
export function deliveringToText(address: Destination, shopperName: string): string {
  const name = (address.isGift && address.recipientName) || shopperName;
  const place = address.city || address.state || address.country;
  return `Delivering to: ${[name, `${place} ${address.pincode}`].filter(Boolean).join(', ')}${address.isGift ? ' (gift)' : ''}`;
}

/**
 * The line under the Pay button that says where the order goes ('Delivering to: Priya, Chennai 600017
 * (gift)'), so a gift address chosen by mistake is seen before paying. Announced when it changes.
 */
export function DeliveringTo({ address, shopperName }: { address: Destination | null; shopperName: string }) {
  return (
    <p
      role="status"
      data-keep-clear
      className="-mt-1 flex items-start gap-2 pr-14 text-sm font-medium text-ink empty:hidden"
    >
      {address ? (
        <>
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-maroon-700" />
          {deliveringToText(address, shopperName)}
        </>
      ) : null}
    </p>
  );
}
