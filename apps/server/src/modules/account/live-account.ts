import { sql } from 'drizzle-orm';
import { MESSAGES } from '@resham/shared';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';

/**
 * Locks the account's row for the rest of the transaction, or refuses (401) an account that is gone.
 * Every write that attaches data to an account calls it first: the deletion locks the same row
 * FOR UPDATE, so a write either holds the row before the deletion (and the deletion, waiting for it,
 * erases what it wrote) or waits for the deletion and then finds the account deleted. A session
 * checked before the deletion is not enough: the write may reach the database after it.
 *
 * `key share` lets writes of one account run side by side; `update` also makes them one after
 * another (a count checked against a maximum).
 */
export async function lockLiveAccount(
  tx: Db,
  userId: string,
  strength: 'key share' | 'update' = 'key share',
): Promise<void> {
  const { rows } = (await tx.execute(
    sql`select 1 from users where id = ${userId} and deleted_at is null for ${sql.raw(
      strength === 'update' ? 'update' : 'key share',
    )}`,
  )) as unknown as { rows: unknown[] };
  if (rows.length === 0) throw unauthorized(MESSAGES.auth.notSignedIn);
}
