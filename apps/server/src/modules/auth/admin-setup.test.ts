import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_SETUP_MESSAGES as M } from '@resham/shared';
import { loggerOptions } from '../../app';
import {
  Client,
  describeEachDatabase,
  openTestDatabase,
  serveTestApp,
  testConfig,
  type TestApp,
} from '../../../test/harness';
import type { Database } from '../../db/client';

const rows = async (db: Database['db'], statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The app as the shop runs it, with its log kept: what the operator reads at start-up. */
async function startLogged(database: Database) {
  const lines: string[] = [];
  const logger = { ...(loggerOptions('info') as object), stream: { write: (s: string) => lines.push(s) } };
  const t = await serveTestApp({ database, config: testConfig(), logger });
  const links = () =>
    lines
      .map((l) => JSON.parse(l) as { msg: string })
      .map((l) => /^First run: .*? (http\S+)$/.exec(l.msg)?.[1])
      .filter((u): u is string => u !== undefined);
  return { t, links };
}

describeEachDatabase('first run: the set-up link creates the owner without stopping the shop', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  let t: TestApp;
  let link: URL;
  let guest: Client;
  const token = () => link.searchParams.get('token')!;
  const owner = (email: string, over: Record<string, unknown> = {}) => ({
    token: token(),
    userName: 'Lakshmi',
    email,
    password: 'kanchi silk 1987',
    ...over,
  });

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(backend));
    const started = await startLogged(database);
    t = started.t;
    const printed = started.links();
    expect(printed).toHaveLength(1);
    link = new URL(printed[0]!);
    guest = new Client(t.url);
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it('prints a link to /admin/setup at start-up that works for an hour', async () => {
    expect(link.pathname).toBe('/admin/setup');
    const check = await guest.post('/api/auth/admin-setup/check', { token: token() });
    expect(check.status).toBe(200);
    const minutes = (Date.parse(check.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    // Only its hash is kept.
    const stored = await rows(database.db, sql`select token_hash from admin_setup_tokens`);
    expect(JSON.stringify(stored)).not.toContain(token());
  });

  it('answers a clear 4xx to a link that is malformed, unknown or expired, and to bad input', async () => {
    const unknown = 'A'.repeat(43);
    expect((await guest.post('/api/auth/admin-setup/check', { token: unknown })).body).toMatchObject({
      success: false,
      message: M.linkUnknown,
    });
    expect((await guest.post('/api/auth/admin-setup/check', { token: unknown })).status).toBe(404);
    for (const body of [{ token: 'short' }, { token: `${token().slice(0, 42)}\u0000` }, {}]) {
      expect((await guest.post('/api/auth/admin-setup/check', body)).status).toBe(400);
    }
    for (const bad of [
      { email: 'not an email' },
      { password: 'short' },
      { userName: '' },
      { userName: 'Lak\u0000shmi' },
      { password: 'x'.repeat(100_000) },
    ]) {
      const res = await guest.post('/api/auth/admin-setup', owner('bad@example.com', bad));
      expect(res.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    // The shop's password policy: a common password is refused, and the link is not spent.
    const common = await guest.post(
      '/api/auth/admin-setup',
      owner('owner@example.com', { password: 'password123' }),
    );
    expect(common.status).toBe(400);
    expect(common.body.message).toBe('This password is too common and easy to guess. Please choose another.');
    expect((await guest.post('/api/auth/admin-setup/check', { token: token() })).status).toBe(200);

    // An expired link (a second one, made an hour ago).
    const { issueSetupLink } = await import('./admin-setup');
    const old = new URL((await issueSetupLink(database.db, t.url))!.url);
    await database.db.execute(
      sql`update admin_setup_tokens set expires_at = now() - interval '1 second' where used_at is null and created_at = (select max(created_at) from admin_setup_tokens)`,
    );
    const expired = await guest.post('/api/auth/admin-setup/check', { token: old.searchParams.get('token') });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(M.linkExpired);
    const late = await guest.post(
      '/api/auth/admin-setup',
      owner('late@example.com', { token: old.searchParams.get('token') }),
    );
    expect(late.status).toBe(410);
  });

  let spare: URL;
  it('creates one owner when the same link is used many times at once', async () => {
    const { issueSetupLink } = await import('./admin-setup');
    spare = new URL((await issueSetupLink(database.db, t.url))!.url);
    const tries = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => guest.post('/api/auth/admin-setup', owner(`owner${i}@example.com`))),
    );
    const statuses = tries.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 410, 410, 410, 410, 410]);
    expect(tries.find((r) => r.status === 201)!.body.message).toBe(M.created);
    expect(tries.filter((r) => r.status === 410).every((r) => r.body.message === M.linkUsed)).toBe(true);
    const admins = await rows(database.db, sql`select email from users where role = 'admin'`);
    expect(admins).toHaveLength(1);
    const email = admins[0]!.email as string;

    // The owner signs in with what the form took; the activity log says how the account was made.
    const signIn = await guest.post('/api/auth/login', { email, password: 'kanchi silk 1987' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ email, userName: 'Lakshmi', role: 'admin' });
    const ownerClient = new Client(t.url);
    ownerClient.cookie = guest.cookie;
    const log = await ownerClient.get('/api/admin/activity?kind=role');
    expect(log.body.data[0]).toMatchObject({
      actorEmail: 'first-run set-up link',
      subject: email,
      after: { role: 'admin', created: true },
    });
  });

  it('refuses the link once used, and every other link once the shop has an admin', async () => {
    const again = await guest.post('/api/auth/admin-setup', owner('second@example.com'));
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(M.linkUsed);
    expect((await guest.post('/api/auth/admin-setup/check', { token: token() })).status).toBe(410);
    // A link printed before the owner was made, still unexpired, no longer works.
    const other = spare.searchParams.get('token');
    const check = await guest.post('/api/auth/admin-setup/check', { token: other });
    expect([check.status, check.body.message]).toEqual([409, M.adminExists]);
    const use = await guest.post('/api/auth/admin-setup', owner('third@example.com', { token: other }));
    expect([use.status, use.body.message]).toEqual([409, M.adminExists]);
    const { issueSetupLink } = await import('./admin-setup');
    expect(await issueSetupLink(database.db, t.url)).toBeNull();
  });

  it('prints no link when the shop starts with an admin', async () => {
    const second = await startLogged(database);
    try {
      expect(second.links()).toEqual([]);
    } finally {
      await second.t.close();
    }
  });
});
