import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The rows a raw statement answered (node-postgres' result, for PGlite and PostgreSQL alike). */
const rowsOf = <T = unknown>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A code's uses as orders hold them. Each change is one statement: a use is taken by a conditional
 * UPDATE of the code's count (so a cap holds under any number of parallel checkouts), and given back
 * by a conditional UPDATE of the use (so it comes back once, whoever calls how often).
 */

/**
 * Takes one use of a code if it may be used now (active, in its dates, below its cap). False when it
 * cannot: the caller answers 409. The code's row stays locked until the caller's transaction ends.
 */
export async function takeDiscountUse(tx: Db, codeId: string): Promise<boolean> {
  const result = await tx.execute(sql`
    update discount_codes set uses_count = uses_count + 1
    where id = ${codeId} and active
      and (starts_at is null or starts_at <= now())
      and (ends_at is null or ends_at > now())
      and (max_uses is null or uses_count < max_uses)
    returning id`);
  return rowsOf(result).length === 1;
}

/** Records the use an order holds (after takeDiscountUse, in the same transaction). */
export async function recordDiscountUse(
  tx: Db,
  use: { orderId: string; codeId: string; userId: string; oncePerShopper: boolean },
): Promise<void> {
  await tx.execute(sql`
    insert into discount_uses (order_id, code_id, user_id, shopper_key)
    values (${use.orderId}, ${use.codeId}, ${use.userId}, ${use.oncePerShopper ? use.userId : null})`);
}

/**
 * Gives back the use an order holds, once: when the unpaid order is cancelled, superseded or expires
 * (releaseOrder calls it), or a COD / paid order is cancelled. Idempotent, and a no-op for an order
 * without a code. Returns true when this call gave a use back.
 */
export async function releaseDiscountUse(tx: Db, orderId: string): Promise<boolean> {
  const result = await tx.execute(sql`
    with released as (
      update discount_uses set released_at = now()
      where order_id = ${orderId} and released_at is null
      returning code_id
    )
    update discount_codes set uses_count = uses_count - 1
    where id in (select code_id from released)
    returning id`);
  return rowsOf(result).length === 1;
}

/**
 * A late payment confirms an order that expired (same prices, stock still there): its code's use, given
 * back at expiry, is taken again if the cap still allows and the shopper holds no other use of a
 * once-per-shopper code. True when the order may be confirmed (it has no released use, or took it back).
 */
export async function retakeDiscountUse(tx: Db, orderId: string): Promise<boolean> {
  const result = await tx.execute(sql`
    with mine as (
      select u.code_id, u.shopper_key from discount_uses u
      where u.order_id = ${orderId} and u.released_at is not null
    ),
    taken as (
      update discount_codes c set uses_count = uses_count + 1
      from mine
      where c.id = mine.code_id
        and (c.max_uses is null or c.uses_count < c.max_uses)
        and not exists (
          select 1 from discount_uses o
          where o.code_id = mine.code_id and o.shopper_key = mine.shopper_key and o.released_at is null
        )
      returning c.id
    ),
    back as (
      update discount_uses set released_at = null
      where order_id = ${orderId} and code_id in (select id from taken)
      returning order_id
    )
    select (select count(*) from mine)::int as released, (select count(*) from back)::int as retaken`);
  const row = rowsOf<{ released: number; retaken: number }>(result)[0]!;
  return row.released === 0 || row.retaken === 1;
}
