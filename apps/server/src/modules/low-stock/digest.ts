import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lowStockDigests } from '../../db/schema';
import { enqueueEmail } from '../../lib/mail/outbox';
import { lowStockDigestEmail } from './digest-email';
import { lowStockProducts } from './low-stock-list';

export interface DigestOptions {
  shopEmail: string;
  storeName: string;
  publicUrl: string;
  defaultThreshold: number;
}

const sameItems = (a: { id: string; stock: number }[], b: { id: string; stock: number }[]) =>
  a.length === b.length && a.every((x, i) => x.id === b[i]!.id && x.stock === b[i]!.stock);

/**
 * The daily low-stock email to the shop: when the list of products at or below their threshold is not
 * empty and differs from the last digest's, one digest for today (India time) is written to the email
 * outbox. Today's row in low_stock_digests (its primary key) and the email are written in one
 * transaction, so with any number of processes checking at once exactly one digest goes out a day.
 * Answers whether this call wrote it.
 */
export async function sendLowStockDigest(db: Db, opts: DigestOptions, kick: () => void): Promise<boolean> {
  const list = await lowStockProducts(db, opts.defaultThreshold);
  if (list.length === 0) return false;
  const items = list.map((i) => ({ id: i.id, stock: i.stock })).sort((a, b) => a.id.localeCompare(b.id));
  const written = await db.transaction(async (tx) => {
    const [last] = await tx.select().from(lowStockDigests).orderBy(desc(lowStockDigests.day)).limit(1);
    if (last && sameItems(last.items, items)) return false;
    const [row] = await tx
      .insert(lowStockDigests)
      .values({ day: sql`(now() at time zone 'Asia/Kolkata')::date`, items })
      .onConflictDoNothing()
      .returning({ day: lowStockDigests.day });
    if (!row) return false;
    const email = lowStockDigestEmail(list, { ...opts, day: row.day });
    await enqueueEmail(tx, { to: opts.shopEmail, ...email, dedupeKey: `low-stock-digest:${row.day}` });
    return true;
  });
  if (written) kick();
  return written;
}
