import type { AddressSnapshot } from '../../db/schema';
import type { findUserAddress } from '../address/service';

type SavedAddress = NonNullable<Awaited<ReturnType<typeof findUserAddress>>>;

/** The address as it stood when the order was placed: later edits to the address book never change it. */
export function addressSnapshot(address: SavedAddress): AddressSnapshot {
  return {
    addressId: address.id,
    address: address.address,
    city: address.city,
    state: address.state,
    country: address.country,
    pincode: address.pincode,
    phone: address.phone,
    notes: address.notes,
    isGift: address.isGift,
    giftMessage: address.giftMessage,
    recipientName: address.recipientName,
    gstin: address.gstin,
    businessName: address.businessName,
  };
}
