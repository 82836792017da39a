import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describeEachDatabase, openTestDatabase } from '../../test/harness';
import { isUniqueViolation } from '../lib/errors';
import type { Database } from './client';
import { NamedStatementClient } from './pg-statements';

// Every statement the app sends runs as a named prepared statement (pg-statements.ts, on PostgreSQL
// and on the embedded database's thread): the answers must be exactly what the plain path gives,
// errors must keep their PostgreSQL codes, and a failed statement must leave the connection usable.
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

describe('the embedded database on its own thread (pglite-thread.ts)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let pool: pg.Pool;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('pglite'));
    pool = (database.db as unknown as { $client: pg.Pool }).$client;
    await pool.query('create table thread_probe (id int primary key)');
  });
  afterAll(() => drop());

  it('lets several connections run the same statement at once: each names its statements apart', async () => {
    const text = 'select count(*)::int as n from thread_probe where id > $1';
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    try {
      const answers = await Promise.all(clients.map((client, i) => client.query(text, [i])));
      expect(answers.map((a) => a.rows)).toEqual([[{ n: 0 }], [{ n: 0 }], [{ n: 0 }]]);
      const prepared = await clients[0]!.query<{ name: string }>(
        'select name from pg_prepared_statements where statement = $1 order by name',
        [text],
      );
      expect(new Set(prepared.rows.map((r) => r.name)).size).toBe(3);
    } finally {
      for (const client of clients) client.release();
    }
  });

  it("holds another connection's statement until a transaction ends", async () => {
    const [a, b] = await Promise.all([pool.connect(), pool.connect()]);
    const events: string[] = [];
    try {
      await a.query('begin');
      await a.query('insert into thread_probe values (1)');
      const other = b.query('select count(*)::int as n from thread_probe').then((r) => {
        events.push('other answered');
        return r.rows;
      });
      // Run inside the open transaction, it would answer at once (the session is one).
      await new Promise((resolve) => setTimeout(resolve, 200));
      events.push('commit');
      await a.query('commit');
      expect(await other).toEqual([{ n: 1 }]);
      expect(events).toEqual(['commit', 'other answered']);
    } finally {
      a.release();
      b.release();
    }
  });

  it('rolls back the transaction of a connection that closes inside it; the others go on', async () => {
    const a = await pool.connect();
    await a.query('begin');
    await a.query('insert into thread_probe values (2)');
    a.release(new Error('dropped')); // the pool ends this connection
    const rows = await pool.query('select id from thread_probe order by id');
    expect(rows.rows).toEqual([{ id: 1 }]);
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
