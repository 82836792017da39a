import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Statements built once per shape and run on the driver itself (the node-postgres pool, on PostgreSQL
 * or on the embedded database's thread, through the named-statement client of pg-statements.ts). Building a listing's statement with Drizzle's `sql` and
 * turning it into text on every request was 7.6% of the server's busy time on an uncached listing;
 * the text depends only on the statement's shape (how many names, which sort, which page size), so it
 * is built on the shape's first request, with placeholders, and each request fills in its values.
 * A shape must name everything its text depends on; values only ever reach the placeholders. Under
 * the test runner every request builds its text again and must find the kept one, so a shape that
 * names too little fails the tests instead of running another request's statement.
 */
const dialect = new PgDialect();
const built = new Map<string, { text: string; params: unknown[] }>();
/** Shapes are few (a listing's differ by counts of names, sort and page size); this bounds a flood. */
const MAX_SHAPES = 1000;
const checkShapes = Boolean(process.env.VITEST);

interface DriverClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The first row of the statement of `shape` (built by `build` when new), run with `values`, on the
 * app's database itself: never inside a transaction (a transaction's handle has no driver client).
 */
export async function runStatement<Row>(
  db: Db,
  shape: string,
  values: Record<string, unknown>,
  build: () => SQL,
): Promise<Row> {
  // The values as given: a build that added to them would work only on its shape's first request.
  const given = { ...values };
  let statement = built.get(shape);
  if (!statement) {
    if (built.size >= MAX_SHAPES) built.clear();
    const query = dialect.sqlToQuery(build());
    statement = { text: query.sql, params: query.params };
    built.set(shape, statement);
  } else if (checkShapes && dialect.sqlToQuery(build()).sql !== statement.text) {
    throw new Error(`statement shape ${shape} does not name everything its text depends on`);
  }
  const client = (db as unknown as { $client: DriverClient }).$client;
  const result = await client.query(statement.text, fillPlaceholders(statement.params, given));
  return result.rows[0] as Row;
}
