import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  ADDRESS_MESSAGES as A,
  breaksIndianMobileRule,
  gstinStateProblem,
  isIndia,
  LIMITS,
  pincodeStateMismatch,
  type Address,
  type AddressValues,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { addresses, orders } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { lockLiveAccount } from '../account/live-account';
import { findCity, findCountry, findState, listCities, listStates } from '../location/service';

type AddressRow = typeof addresses.$inferSelect;

export const toApiAddress = (a: AddressRow): Address => ({
  _id: a.id,
  userId: a.userId,
  address: a.address,
  city: a.city,
  state: a.state,
  country: a.country,
  pincode: a.pincode,
  phone: a.phone,
  notes: a.notes,
  isGift: a.isGift,
  giftMessage: a.giftMessage,
  recipientName: a.recipientName,
  gstin: a.gstin,
  businessName: a.businessName,
});

const invalid = (message: string, path: string) =>
  new HttpError(400, message, { issues: [{ path, message }] });

/**
 * The rules that need the location data: a known country; a state when the country has states;
 * a city (any spelling) when the state has cities. Returns the values with canonical names.
 */
export async function checkPlace(input: AddressValues): Promise<AddressValues> {
  const country = await findCountry(input.country);
  if (!country) throw invalid(A.unknownCountry, 'country');
  let { state, city } = input;
  if ((await listStates(country.isoCode)).length > 0) {
    const found = state ? await findState(country.isoCode, state) : undefined;
    if (!found) throw invalid(A.stateRequired, 'state');
    state = found.name;
    // The city is free text (Mettupalayam, however the list spells it); one the list knows keeps the
    // list's spelling. A state that has cities needs one.
    if (!city && (await listCities(country.isoCode, found.isoCode)).length > 0)
      throw invalid(A.cityRequired, 'city');
    const known = city ? await findCity(country.isoCode, found.isoCode, city) : undefined;
    if (known) city = known.name;
  }
  // The mobile-number rule again, now that 'IN' or 'Bharat' has become 'India'.
  if (breaksIndianMobileRule(country.name, input.phone)) throw invalid(A.indianMobile, 'phone');
  // The GSTIN's state code against the canonical state ('TN' has become 'Tamil Nadu').
  const gstin = input.gstin ? gstinStateProblem(input.gstin, country.name, state) : null;
  if (gstin) throw invalid(gstin, 'gstin');
  // And the pincode's postal circle, now that the state's name is canonical.
  const wrongPincode = isIndia(country.name) ? pincodeStateMismatch(state, input.pincode) : null;
  if (wrongPincode) throw invalid(wrongPincode, 'pincode');
  return { ...input, country: country.name, state, city };
}

/** Her address book, oldest first; `lastUsed` marks the address her latest order went to, if still saved. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt));
  if (rows.length === 0) return [];
  const [latest] = await db
    .select({ addressId: sql<string | null>`${orders.addressInfo}->>'addressId'` })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return rows.map((row) => ({ ...toApiAddress(row), lastUsed: row.id === latest?.addressId }));
}

export async function addAddress(db: Db, userId: string, input: AddressValues): Promise<Address> {
  const values = await checkPlace(input);
  return db.transaction(async (tx) => {
    // The account's row locked: a user's concurrent adds go one after another, so the limit of 3
    // holds, and none lands after the account's deletion.
    await lockLiveAccount(tx, userId, 'update');
    const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if (existing!.n >= LIMITS.maxAddresses) throw new HttpError(400, A.limit);
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, userId })
      .returning();
    return toApiAddress(row!);
  });
}

export async function updateAddress(
  db: Db,
  userId: string,
  addressId: string,
  input: AddressValues,
): Promise<Address> {
  const values = await checkPlace(input);
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw notFound(A.notFound);
  return toApiAddress(row);
}

export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<void> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (!row) throw notFound(A.notFound);
}

export async function findUserAddress(
  db: Db,
  userId: string,
  addressId: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}
