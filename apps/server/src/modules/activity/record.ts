import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminActivity } from '../../db/schema';

/** Who made a change: a signed-in admin, or the command line (create-admin). */
export interface Actor {
  id: string | null;
  email: string;
}

export const COMMAND_LINE: Actor = { id: null, email: 'command line (create-admin)' };

export interface ActivityEntry {
  actor: Actor;
  /** What kind of write, e.g. 'product.update', 'order.status' (ACTIVITY_KINDS in packages/shared). */
  kind: string;
  /** What it changed: an id, or a short name. */
  subject: string;
  before?: unknown;
  after?: unknown;
}

const row = (e: ActivityEntry) => ({
  actorId: e.actor.id,
  actorEmail: e.actor.email,
  kind: e.kind,
  subject: e.subject,
  before: e.before ?? null,
  after: e.after ?? null,
});

/**
 * Records an admin write in the activity log. Pass the transaction that makes the write: the entry
 * commits with it or not at all (a failed write leaves no entry; a failed entry undoes the write).
 */
export async function recordActivity(tx: Db, entry: ActivityEntry): Promise<void> {
  await tx.insert(adminActivity).values(row(entry));
}

/**
 * Many entries at once (an import), in chunks of one statement each, each chunk one parameter (a JSON
 * array): six bound parameters per entry cost more than the entries themselves on the embedded database.
 */
export async function recordActivities(tx: Db, entries: ActivityEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1000) {
    const chunk = entries.slice(i, i + 1000).map((e, ord) => ({
      ord,
      actor_id: e.actor.id,
      actor_email: e.actor.email,
      kind: e.kind,
      subject: e.subject,
      // JSON null becomes SQL null in a recordset: an entry without before/after stores null, as row() does.
      before: e.before ?? null,
      after: e.after ?? null,
    }));
    await tx.execute(sql`
      insert into admin_activity (actor_id, actor_email, kind, subject, before, after)
      select v.actor_id, v.actor_email, v.kind, v.subject, v.before, v.after
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as v(ord integer, actor_id uuid, actor_email text, kind text, subject text, before jsonb, after jsonb)
      order by v.ord -- ids in the entries' order
    `);
  }
}

/** The fields of `after` whose values differ from `before`'s: { before, after } with only those. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a, changed: Object.keys(a) };
}
