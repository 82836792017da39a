import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Orders placed as a guest with an account's email join that account once the email is verified
 * (issue 34), never before: someone else may have typed it. Called when the email is verified and at
 * each sign-in of a verified account (orders placed as a guest since). An unpaid attempt stays with its
 * stand-in (it may hold stock, and one shopper holds stock for one order at a time): its link still opens
 * it. One statement; answers how many joined.
 */
export async function joinGuestOrders(db: Db, accountId: string): Promise<number> {
  const result = (await db.execute(sql`
    update orders o set user_id = a.id, updated_at = now()
    from users a, users g
    where a.id = ${accountId} and a.email_verified and a.deleted_at is null and not a.guest
      and o.guest and o.buyer_email = a.email and o.order_status <> 'pending'
      and g.id = o.user_id and g.guest`)) as unknown as { rowCount?: number | null };
  return result.rowCount ?? 0;
}
