import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import type { ObjectStorage } from '../src/lib/storage';
import { upsertAdmin } from '../src/modules/auth/service';

export type Backend = 'pglite' | 'postgres';

// PGlite runs one transaction at a time, so the race tests (orders, invoice numbers, the outbox) prove
// nothing on it alone: every database suite also runs on PostgreSQL. Vitest's global setup
// (scripts/test-support/vitest-database.mjs) provides one in TEST_DATABASE_URL, or fails the run saying why.
export const postgresUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      "TEST_DATABASE_URL is not set: run the tests with npm test (or vitest with this repository's config), " +
        'which provides a PostgreSQL.',
    );
  return url;
};

/** Runs a suite on PGlite and on PostgreSQL. */
export function describeEachDatabase(name: string, suite: (backend: Backend) => void) {
  for (const backend of ['pglite', 'postgres'] as const)
    describe(`${name} [${backend}]`, () => suite(backend));
}

/** A throwaway database: in-memory PGlite, or a fresh PostgreSQL database dropped on close. */
export async function openTestDatabase(
  backend: Backend,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const database = await openDatabase({});
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const adminUrl = postgresUrl();
  const name = `resham_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  url: string;
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The configuration every test app starts from: its own DATA_DIR, no demo catalogue. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/resham-test-${randomBytes(4).toString('hex')}`,
    SEED_DEMO: 'false',
    // Suites create many accounts from 127.0.0.1; tests of the limits themselves pass a scale of their own.
    RATE_LIMIT_SCALE: '1000',
    ...env,
  });
}

/**
 * Builds the real app on `database` and listens on a random local port. Several of these on one
 * PostgreSQL database stand for several app processes. `close` closes the app, then runs `onClose`.
 */
export async function serveTestApp(opts: {
  database: Database;
  config?: Config;
  webRoot?: string | null;
  storage?: ObjectStorage;
  setup?: (app: FastifyInstance) => void | Promise<void>;
  onClose?: () => Promise<void>;
}): Promise<TestApp> {
  const { database, config = testConfig(), webRoot = null, storage } = opts;
  const app = await buildApp({ config, database, webRoot, ...(storage ? { storage } : {}) });
  await opts.setup?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await opts.onClose?.();
    },
  };
}

/** Builds the real app on a throwaway database and listens on a random local port. */
export async function startTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  setup?: (app: FastifyInstance) => void | Promise<void>,
  webRoot: string | null = null,
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(backend);
  return serveTestApp({ database, config: testConfig(env), setup, webRoot, onClose: drop });
}

export interface HttpResult<T = Record<string, any>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small HTTP client that keeps its own session cookie, like one browser. */
export class Client {
  cookie = '';
  constructor(readonly baseUrl: string) {}

  async request<T = Record<string, any>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResult<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(this.baseUrl + path, init);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('resham_session='));
    if (setCookie) {
      const value = setCookie.split(';')[0]!;
      this.cookie = value === 'resham_session=' ? '' : value;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = Record<string, any>>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = Record<string, any>>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  put<T = Record<string, any>>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body ?? {});
  }
  delete<T = Record<string, any>>(path: string) {
    return this.request<T>('DELETE', path);
  }
}

let counter = 0;
/** Registers and signs in a fresh customer; returns the signed-in client and the user. */
export async function signUpCustomer(baseUrl: string, name = 'Priya') {
  const client = new Client(baseUrl);
  const email = `${name.toLowerCase()}.${Date.now()}.${counter++}@example.com`;
  const password = 'correct horse 1';
  const reg = await client.post('/api/auth/register', { userName: name, email, password });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const login = await client.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    client,
    email,
    password,
    user: login.body.user as { id: string; userName: string; email: string; role: string },
  };
}

/** Creates an admin straight in the database (as `npm run create-admin` does) and signs in. */
export async function signInAdmin(t: TestApp) {
  const email = `admin.${counter++}@example.com`;
  const password = 'admin password 1';
  await upsertAdmin(t.database.db, email, password);
  const client = new Client(t.url);
  const login = await client.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
  return { client, email, password, user: login.body.user };
}
