import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';

/**
 * Migrates once per run what every test database starts from: a PostgreSQL template database (each
 * test's database is `CREATE DATABASE … TEMPLATE` of it) and a PGlite data directory dumped to a file
 * (each test's embedded database loads it). Running the migrations here is also the run's test that
 * they apply to an empty database on both engines. Names travel to the test workers in the
 * environment; the returned function drops both.
 */
export async function makeTestTemplates(adminUrl: string): Promise<() => Promise<void>> {
  const [dropTemplate, removeSnapshot] = await Promise.all([
    makePostgresTemplate(adminUrl),
    makePgliteSnapshot(),
  ]);
  return async () => {
    await dropTemplate();
    removeSnapshot();
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function makePostgresTemplate(adminUrl: string) {
  const name = `resham_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 2 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  process.env.TEST_TEMPLATE_DATABASE = name;
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function makePgliteSnapshot() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-test-pglite-'));
  const dataDir = path.join(dir, 'pgdata');
  const database = await openDatabase({ pgliteDir: dataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const engine = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const dump = await engine.dumpDataDir('none');
  await engine.close();
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.env.TEST_PGLITE_SNAPSHOT = file;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
