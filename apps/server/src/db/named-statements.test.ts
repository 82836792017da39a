import { afterAll, beforeAll, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describeEachDatabase, openTestDatabase } from '../../test/harness';
import { isUniqueViolation } from '../lib/errors';
import type { Database } from './client';
import { NamedStatementClient } from './pg-statements';
import { withNamedStatements } from './pglite-statements';

// Every statement the app sends runs as a named prepared statement (pglite-statements.ts,
// pg-statements.ts): the answers must be exactly what the plain path gives, errors must keep their
// PostgreSQL codes, and a failed statement must leave the connection usable.
describeEachDatabase('named prepared statements', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(backend));
    await database.db.execute(
      sql`create table named_probe (id int primary key, name text not null, tags text[], at timestamptz)`,
    );
  });
  afterAll(() => drop());

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  it('binds text, numbers, arrays and nulls, and answers the same on every run', async () => {
    const tags = ['silk', 'a "quoted", tag', 'back\\slash', 'தமிழ்'];
    for (let id = 1; id <= 8; id++)
      await database.db.execute(
        sql`insert into named_probe (id, name, tags, at) values (${id}, ${`Saree ${id}`}, ${sql.param(tags)}, ${id % 2 ? null : '2026-11-26T02:00:00Z'})`,
      );
    // More runs than PostgreSQL's five custom plans, so the kept (generic) plan answers too.
    for (let run = 0; run < 8; run++) {
      const found = await rows(
        sql`select id, name, tags, at is null as no_time from named_probe where id = any(${sql.param([2, 3])}::int[]) and name like ${'Saree%'} order by id`,
      );
      expect(found).toEqual([
        { id: 2, name: 'Saree 2', tags, no_time: false },
        { id: 3, name: 'Saree 3', tags, no_time: true },
      ]);
    }
  });

  it('keeps the unique-violation code, and the next statement still runs', async () => {
    const insert = (id: number) =>
      database.db.execute(sql`insert into named_probe (id, name) values (${id}, ${'x'})`);
    await insert(100);
    const failure = await insert(100).catch((err: unknown) => err);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(await rows(sql`select count(*)::int as n from named_probe where id = ${100}`)).toEqual([{ n: 1 }]);
  });

  it('reports a statement that does not parse, and prepares it again once fixed', async () => {
    await expect(database.db.execute(sql`selec ${1}`)).rejects.toThrow();
    expect(await rows(sql`select ${1}::int as one`)).toEqual([{ one: 1 }]);
  });

  if (backend === 'postgres')
    it('prepares each parameterised text once per connection, and leaves the rest unnamed', async () => {
      const client: pg.Client = new NamedStatementClient({ connectionString: database.url });
      await client.connect();
      try {
        const text = 'select count(*)::int as n from named_probe where id > $1';
        for (let i = 0; i < 3; i++) expect((await client.query({ text, values: [i] })).rows).toHaveLength(1);
        await client.query('select 1');
        const prepared = await client.query<{ statement: string }>(
          'select statement from pg_prepared_statements order by statement',
        );
        expect(prepared.rows.map((r) => r.statement)).toEqual([text]);
      } finally {
        await client.end();
      }
    });
});

it('past its statement limit, the embedded database answers through its plain path', async () => {
  const client = await PGlite.create();
  try {
    const named = withNamedStatements(client, 2);
    for (let i = 0; i < 5; i++) {
      const result = await named.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(result.rows).toEqual([{ n: 1 + i }]);
    }
    const prepared = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(prepared.rows).toEqual([{ n: 2 }]);
  } finally {
    await client.close();
  }
});
