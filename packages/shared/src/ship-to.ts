// Kept apart from address.ts (its zod schemas) so the admin's shipping label can use it alone.
/** Whom a parcel is addressed to: a gift's recipient, else the buyer (invoice Ship To, shipping label). */
export function shipToName(
  address: { isGift: boolean; recipientName?: string | null },
  buyerName: string,
): string {
  return (address.isGift && address.recipientName?.trim()) || buyerName;
}
