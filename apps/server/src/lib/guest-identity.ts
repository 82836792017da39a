import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Who a guest is for the shop's counts: her email and her phone numbers (hers and the delivery's). */
export interface GuestIdentity {
  email: string;
  phones: string[];
}

/**
 * Makes a guest's checkouts with one email or one phone wait for each other, from any cart (advisory
 * locks for the rest of the transaction, taken one after another in the order of their keys' hashes,
 * so two checkouts never wait on each other crosswise). What is counted per email and phone (open
 * cash-on-delivery orders, once-per-shopper codes) is then counted one checkout at a time.
 */
export async function lockGuestIdentity(tx: Db, who: GuestIdentity): Promise<void> {
  const keys = [`guest-email:${who.email}`, ...new Set(who.phones)].map((k, i) =>
    i ? `guest-phone:${k}` : k,
  );
  const { rows } = (await tx.execute(sql`
    select distinct hashtext(k) as h from unnest(array[${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}]::text[]) as k order by h`)) as unknown as { rows: { h: number }[] };
  for (const { h } of rows) await tx.execute(sql`select pg_advisory_xact_lock(${h}::int)`);
}

/** Orders of this guest identity: placed as a guest with her email, or to one of her phones. */
export const ofGuestIdentity = (who: GuestIdentity) => sql`(o.guest and (o.buyer_email = ${who.email}
  or o.address_info->>'phone' in (${sql.join(
    who.phones.map((p) => sql`${p}`),
    sql`, `,
  )})))`;
