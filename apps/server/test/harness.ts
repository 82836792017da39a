import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { describe } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import type { ObjectStorage } from '../src/lib/storage';
import { PASSWORD_HASH_COST } from '../src/lib/password';
import { registerUser, upsertAdmin } from '../src/modules/auth/service';
import { SESSION_COOKIE } from '../src/modules/auth/routes';
import { SessionStore } from '../src/modules/auth/session-store';
import { adminQuery, databaseUrl } from './database-templates';

export type Backend = 'pglite' | 'postgres';

// The API suites run on PostgreSQL, the engine of every deployment with more than one process and the
// one whose concurrency the race tests need. The suites whose behaviour can differ on the embedded
// engine (docs/testing.md lists them) also run on PGlite. Vitest's global setup
// (scripts/test-support/vitest-database.ts) provides the PostgreSQL in TEST_DATABASE_URL and the
// migrated templates both engines' test databases are copied from.
export const postgresUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      "TEST_DATABASE_URL is not set: run the tests with npm test (or vitest with this repository's config), " +
        'which provides a PostgreSQL.',
    );
  return url;
};

const fromGlobalSetup = (name: 'TEST_TEMPLATE_DATABASE' | 'TEST_PGLITE_SNAPSHOT'): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through this repository's Vitest config.`);
  return value;
};

/** Runs a suite on PostgreSQL: the default for an API suite. */
export function describeOnPostgres(name: string, suite: (backend: Backend) => void) {
  describe(`${name} [postgres]`, () => suite('postgres'));
}

/**
 * Runs a suite on PGlite and on PostgreSQL: for the compatibility set, the suites whose behaviour can
 * differ on the embedded engine (its SQL, its one-transaction-at-a-time locking, its in-process counters).
 */
export function describeEachDatabase(name: string, suite: (backend: Backend) => void) {
  for (const backend of ['pglite', 'postgres'] as const)
    describe(`${name} [${backend}]`, () => suite(backend));
}

/**
 * A throwaway database, migrated: in-memory PGlite loaded from the run's snapshot, or a PostgreSQL
 * database made from the run's template, dropped on close.
 */
export async function openTestDatabase(
  backend: Backend,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const database = await openDatabase({ pgliteSnapshot: fromGlobalSetup('TEST_PGLITE_SNAPSHOT') });
    return { database, drop: () => database.close() };
  }
  const adminUrl = postgresUrl();
  const name = `resham_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${fromGlobalSetup('TEST_TEMPLATE_DATABASE')}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 20 });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
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

/** For the suites about passwords and sign-in: the production hash cost. */
export const REAL_PASSWORD_COST = { PASSWORD_HASH_COST: String(PASSWORD_HASH_COST) };

/** The configuration every test app starts from: its own DATA_DIR, no demo catalogue. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/resham-test-${randomBytes(4).toString('hex')}`,
    SEED_DEMO: 'false',
    // Suites create many accounts from 127.0.0.1; tests of the limits themselves pass a scale of their own.
    RATE_LIMIT_SCALE: '1000',
    // A cheap hash: suites about passwords and sign-in pass REAL_PASSWORD_COST.
    PASSWORD_HASH_COST: '10',
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
  /** Logger options (e.g. a stream that keeps the lines); none by default. */
  logger?: FastifyServerOptions['logger'];
}): Promise<TestApp> {
  const { database, config = testConfig(), webRoot = null, storage, logger } = opts;
  const app = await buildApp({
    config,
    database,
    webRoot,
    ...(storage ? { storage } : {}),
    ...(logger ? { logger } : {}),
  });
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
const newEmail = (name: string) => `${name.toLowerCase()}.${Date.now()}.${counter++}@example.com`;
const CUSTOMER_PASSWORD = 'correct horse 1';

/**
 * A fresh customer, signed in: the account is registered by the sign-up service (unverified, as the
 * form leaves it) and its session made by the session store, with no HTTP sign-in. For suites that are
 * not about signing up or in; those use signUpThroughApi.
 */
export async function signUpCustomer(t: Pick<TestApp, 'url' | 'database' | 'config'>, name = 'Priya') {
  const { db } = t.database;
  const email = newEmail(name);
  let user!: { id: string; userName: string; email: string };
  await registerUser(db, { userName: name, email, password: CUSTOMER_PASSWORD }, async (_tx, created) => {
    user = created;
  });
  const token = await new SessionStore(db, t.config.SESSION_DAYS).create(user.id, 'user');
  const client = new Client(t.url);
  client.cookie = `${SESSION_COOKIE}=${token}`;
  return { client, email, password: CUSTOMER_PASSWORD, user: { ...user, role: 'user' } };
}

/** Registers and signs in a fresh customer through the sign-up and sign-in routes. */
export async function signUpThroughApi(baseUrl: string, name = 'Priya') {
  const client = new Client(baseUrl);
  const email = newEmail(name);
  const password = CUSTOMER_PASSWORD;
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

/** Creates an admin straight in the database (as `npm run create-admin` does), signed in (no HTTP sign-in). */
export async function signInAdmin(t: TestApp) {
  const email = `admin.${counter++}@example.com`;
  const password = 'admin password 1';
  const { id } = await upsertAdmin(t.database.db, email, password);
  const token = await new SessionStore(t.database.db, t.config.SESSION_DAYS).create(id, 'admin');
  const client = new Client(t.url);
  client.cookie = `${SESSION_COOKIE}=${token}`;
  return { client, email, password, user: { id, userName: 'Admin', email, role: 'admin' as const } };
}
