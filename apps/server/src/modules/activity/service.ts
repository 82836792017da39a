import { and, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  activityIdsToName,
  activityKindInWords,
  activitySubjectInWords,
  describeActivityChanges,
  type activityQuerySchema,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { adminActivity } from '../../db/schema';

type Query = z.output<typeof activityQuerySchema>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The start of an IST calendar day (YYYY-MM-DD), as an instant. */
const istDayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Kolkata')`;

export async function listActivity(db: Db, q: Query) {
  const conditions: SQL[] = [];
  if (q.actor) conditions.push(ilike(adminActivity.actorEmail, `%${escapeLike(q.actor)}%`));
  if (q.kind)
    conditions.push(or(eq(adminActivity.kind, q.kind), like(adminActivity.kind, `${escapeLike(q.kind)}.%`))!);
  if (q.from) conditions.push(sql`${adminActivity.createdAt} >= ${istDayStart(q.from)}`);
  if (q.to) conditions.push(sql`${adminActivity.createdAt} < ${istDayStart(q.to)} + interval '1 day'`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminActivity)
      .where(where)
      .orderBy(desc(adminActivity.createdAt), desc(adminActivity.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(adminActivity).where(where),
  ]);
  const names = await namesOf(db, [...new Set(rows.flatMap(activityIdsToName))]);
  return {
    data: rows.map((r) => ({
      id: String(r.id),
      actorEmail: r.actorEmail,
      kind: r.kind,
      what: activityKindInWords(r.kind),
      subject: r.subject,
      subjectName: activitySubjectInWords(r, names),
      changes: describeActivityChanges(r, names),
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total!.n,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * The names of the products, categories and subcategories a page of entries mentions, in one statement
 * (a deleted product keeps its row; a deleted category falls back to the name its entry stored).
 */
async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const list = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const result = (await db.execute(sql`
    select id::text as id, title as name from products where id = any(${list})
    union all select id::text, name from categories where id = any(${list})
    union all select id::text, name from subcategories where id = any(${list})
  `)) as unknown as { rows: { id: string; name: string }[] };
  return new Map(result.rows.map((r) => [r.id, r.name]));
}
