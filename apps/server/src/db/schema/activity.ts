import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The staff activity log: every admin write, recorded in the transaction that makes it (who, when,
 * what, before → after). Append-only: a trigger (migration sku_audit_2fa) refuses UPDATE, DELETE and
 * TRUNCATE, so nobody edits or removes an entry through the app. `actor_id` has no foreign key on
 * purpose: an entry outlives its author's account, and a cascade would be an update.
 */
export const adminActivity = pgTable(
  'admin_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the command line (create-admin). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    kind: text('kind').notNull(),
    /** What was changed: a product, order, banner … id, or a short name. */
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_activity_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_activity_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('admin_activity_kind_idx').on(t.kind, t.createdAt.desc()),
  ],
);
