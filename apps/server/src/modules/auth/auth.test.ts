import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@resham/shared';
import { emailOutbox, sessions, users } from '../../db/schema';
import { SIGNED_IN_HINT_COOKIE } from './routes';
import {
  Client,
  describeEachDatabase,
  describeOnPostgres,
  startTestApp,
  type TestApp,
  REAL_PASSWORD_COST,
} from '../../../test/harness';

describeOnPostgres('auth API', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // A built web app of one page, so page loads (and the cookies they carry) are served too.
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Resham</title>');
    t = await startTestApp(
      backend,
      { ...REAL_PASSWORD_COST, LOGIN_MAX_FAILURES: '10' },
      (app) => {
        app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret internal detail');
        });
      },
      webRoot,
    );
  });
  afterAll(() => t.close());

  const fresh = () => new Client(t.url);
  const unique = (tag: string) => `${tag}.${Math.random().toString(36).slice(2)}@Example.com`;

  it('registers with a trimmed, lower-cased email and a memory-hard password hash', async () => {
    const email = unique('Meena');
    const res = await fresh().post('/api/auth/register', {
      userName: ' Meena ',
      email: `  ${email} `,
      password: 'silk saree 1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: MESSAGES.auth.registered });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row?.userName).toBe('Meena');
    expect(row?.role).toBe('user');
    expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row?.passwordHash).not.toContain('silk saree 1');
  });

  it('answers a taken email (whatever its case) as a new one, and tells its owner by email instead', async () => {
    const email = unique('dup');
    const first = await fresh().post('/api/auth/register', {
      userName: 'A',
      email,
      password: 'kanchi silk 1',
    });
    const tries = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        fresh().post('/api/auth/register', {
          userName: 'B',
          email: email.toUpperCase(),
          password: `kanchi silk ${i + 2}`,
        }),
      ),
    );
    // The same status and body as a new account's; the new account is signed in at once (issue 34),
    // a taken address is not (its owner is told by email instead).
    expect(first.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([
      'resham_session',
      SIGNED_IN_HINT_COOKIE,
    ]);
    for (const r of [first, ...tries]) {
      expect(r.status).toBe(201);
      expect(r.body).toEqual({ success: true, message: MESSAGES.auth.registered });
    }
    for (const r of tries) expect(r.headers.getSetCookie()).toEqual([]);
    // No second account, no password changed: only the first password signs in.
    expect((await fresh().post('/api/auth/login', { email, password: 'kanchi silk 2' })).status).toBe(401);
    expect((await fresh().post('/api/auth/login', { email, password: 'kanchi silk 1' })).status).toBe(200);
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(owner?.userName).toBe('A');
    // The owner hears of it, at most 3 times a day however many try.
    await t.app.services.credentials.settled();
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email.toLowerCase()));
    expect(mails.filter((m) => /verify your email/.test(m.subject))).toHaveLength(1);
    const told = mails.filter((m) => /you already have an account/.test(m.subject));
    expect(told).toHaveLength(3);
    expect(told[0]!.text).toContain('/auth/forgot-password');
  });

  it('signs a new account in at once: check-auth answers it (issue 34)', async () => {
    const email = unique('Signed');
    const c = fresh();
    const res = await c.post('/api/auth/register', { userName: 'Nila', email, password: 'silk saree 9' });
    expect(res.status).toBe(201);
    const set = res.headers.getSetCookie().find((v) => v.startsWith('resham_session='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    const me = await c.get('/api/auth/check-auth');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: email.toLowerCase(), userName: 'Nila', role: 'user' });
  });

  it('validates each field with a clear message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ userName: '', email: 'a@b.co', password: 'kanchi silk 1' }, MESSAGES.validation.userNameRequired],
      [
        { userName: 'x'.repeat(51), email: 'a@b.co', password: 'kanchi silk 1' },
        MESSAGES.validation.userNameTooLong,
      ],
      [{ userName: 'A', email: 'not-an-email', password: 'kanchi silk 1' }, MESSAGES.validation.emailInvalid],
      [{ userName: 'A', email: 'a@b.co', password: 'short' }, MESSAGES.validation.passwordTooShort],
      [{ userName: 'A', email: 'a@b.co' }, MESSAGES.validation.passwordTooShort],
      [{ userName: 42, email: 'a@b.co', password: 'kanchi silk 1' }, MESSAGES.validation.userNameRequired],
    ];
    for (const [body, message] of cases) {
      const res = await fresh().post('/api/auth/register', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe(message);
      expect(Array.isArray(res.body.issues)).toBe(true);
    }
  });

  it('signs in, reports the session, signs out and refuses the replayed cookie', async () => {
    const email = unique('lakshmi');
    await fresh().post('/api/auth/register', { userName: 'Lakshmi', email, password: 'kanchi silk 1' });
    const c = fresh();
    const login = await c.post('/api/auth/login', { email: email.toUpperCase(), password: 'kanchi silk 1' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      success: true,
      message: MESSAGES.auth.loggedIn,
      user: { userName: 'Lakshmi', email: email.toLowerCase(), role: 'user' },
    });
    expect(typeof login.body.user.id).toBe('string');
    const setCookie = login.headers.getSetCookie().join(';');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const check = await c.get('/api/auth/check-auth');
    expect(check.status).toBe(200);
    expect(check.headers.get('cache-control')).toBe('no-store');
    expect(check.body).toEqual({ success: true, user: login.body.user });

    const stolen = c.cookie;
    const out = await c.post('/api/auth/logout');
    expect(out.body.success).toBe(true);
    expect(c.cookie).toBe('');
    const replay = fresh();
    replay.cookie = stolen;
    const after = await replay.get('/api/auth/check-auth');
    expect(after.status).toBe(401);
    expect(after.headers.get('cache-control')).toBe('no-store');
  });

  it('sets a readable, non-secret signed-in hint at sign-in and clears it at sign-out or on a dead session', async () => {
    const email = unique('hint');
    await fresh().post('/api/auth/register', { userName: 'H', email, password: 'kanchi silk 1' });
    const hintOf = (headers: Headers) =>
      headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
    const c = fresh();
    const login = await c.post('/api/auth/login', { email, password: 'kanchi silk 1' });
    const hint = hintOf(login.headers);
    expect(hint).toMatch(/^resham_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);
    expect(hint).toMatch(/Path=\//);
    expect(hint).not.toContain(c.cookie.split('=')[1]!);

    // Signing out clears it.
    const stolen = c.cookie;
    const out = await c.post('/api/auth/logout');
    expect(hintOf(out.headers)).toMatch(/^resham_signed_in=;.*Expires=Thu, 01 Jan 1970/);

    // A hint whose session is gone: the check answers 401 and clears the hint.
    const stale = fresh();
    stale.cookie = `${stolen}; ${SIGNED_IN_HINT_COOKIE}=1`;
    const check = await stale.get('/api/auth/check-auth');
    expect(check.status).toBe(401);
    expect(hintOf(check.headers)).toMatch(/^resham_signed_in=;.*Expires=Thu, 01 Jan 1970/);
    // A guest without the hint gets no cookie back.
    const guest = await fresh().get('/api/auth/check-auth');
    expect(guest.status).toBe(401);
    expect(hintOf(guest.headers)).toBeUndefined();
  });

  it('gives a signed-in page load without the hint (a session from before it existed) the hint back', async () => {
    const email = unique('oldsession');
    await fresh().post('/api/auth/register', { userName: 'O', email, password: 'kanchi silk 1' });
    const c = fresh();
    await c.post('/api/auth/login', { email, password: 'kanchi silk 1' });
    const session = c.cookie; // resham_session=… alone, as a browser from before the hint would send
    const page = (cookie: string) => fetch(`${t.url}/shop/account`, { headers: cookie ? { cookie } : {} });
    const hintOf = (res: Response) =>
      res.headers.getSetCookie().find((x) => x.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

    const restored = await page(session);
    expect(restored.status).toBe(200);
    expect(await restored.text()).toContain('<title>Resham</title>');
    expect(hintOf(restored)).toMatch(/^resham_signed_in=1;.*SameSite=Lax/i);
    expect(hintOf(restored)).not.toMatch(/HttpOnly/i);
    // Already hinted, or a guest: nothing to set.
    expect(hintOf(await page(`${session}; ${SIGNED_IN_HINT_COOKIE}=1`))).toBeUndefined();
    expect(hintOf(await page(''))).toBeUndefined();
  });

  it('stores only a hash of the session token and refuses an expired session', async () => {
    const email = unique('expiry');
    await fresh().post('/api/auth/register', { userName: 'E', email, password: 'kanchi silk 1' });
    const c = fresh();
    const login = await c.post('/api/auth/login', { email, password: 'kanchi silk 1' });
    const token = c.cookie.split('=')[1]!;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, login.body.user.id));
    // Sign-up's session (it signs in, issue 34) and this sign-in's.
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.tokenHash).not.toBe(token);
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    }
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, login.body.user.id));
    expect((await c.get('/api/auth/check-auth')).status).toBe(401);
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const email = unique('known');
    await fresh().post('/api/auth/register', { userName: 'K', email, password: 'kanchi silk 1' });
    const wrongPassword = await fresh().post('/api/auth/login', { email, password: 'kanchi silk 2' });
    const unknownEmail = await fresh().post('/api/auth/login', {
      email: unique('nobody'),
      password: 'kanchi silk 1',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ success: false, message: MESSAGES.auth.invalidCredentials });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('refuses state-changing requests from another origin', async () => {
    const res = await fresh().post(
      '/api/auth/register',
      { userName: 'X', email: unique('x'), password: 'kanchi silk 1' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: MESSAGES.auth.crossSite });
    const same = await fresh().post(
      '/api/auth/register',
      { userName: 'X', email: unique('x'), password: 'kanchi silk 1' },
      {
        origin: t.url,
      },
    );
    expect(same.status).toBe(201);
  });

  it('answers bad JSON with 400, unknown API paths with 404, huge bodies with 413, and hides 500 details', async () => {
    const bad = await fresh().post('/api/auth/login', '{"email":', {});
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: MESSAGES.errors.badJson });

    const missing = await fresh().get('/api/no/such/thing');
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);

    const huge = await fresh().post('/api/auth/register', {
      userName: 'x'.repeat(2 * 1024 * 1024),
      email: 'a@b.co',
      password: 'p',
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ success: false, message: MESSAGES.errors.tooLarge });

    const boom = await fresh().get('/api/test/boom');
    expect(boom.status).toBe(500);
    expect(boom.body.success).toBe(false);
    expect(boom.body.message).toContain(MESSAGES.errors.generic);
    expect(JSON.stringify(boom.body)).not.toContain('secret internal detail');
    expect(boom.body.requestId).toBe(boom.headers.get('x-request-id'));
    expect((await fresh().get('/api/health')).status).toBe(200);
  });
});

describeEachDatabase('sign-in throttle', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { ...REAL_PASSWORD_COST, RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t.close());
  const fresh = () => new Client(t.url);
  const unique = (tag: string) => `${tag}.${Math.random().toString(36).slice(2)}@example.com`;

  it('slows repeated failures with 429 and a retry time, even for the right password', async () => {
    const email = unique('target');
    await fresh().post('/api/auth/register', { userName: 'T', email, password: 'kanchi silk 1' });
    for (let i = 0; i < 10; i++) {
      expect((await fresh().post('/api/auth/login', { email, password: `wrong-${i}-pw` })).status).toBe(401);
    }
    const blocked = await fresh().post('/api/auth/login', { email, password: 'kanchi silk 1' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: MESSAGES.auth.tooManyAttempts(15) });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers.getSetCookie()).toEqual([]);
  });

  it('checks at most the limit of 300 parallel guesses; the right one sent 45th does not sign in', async () => {
    const email = unique('burst');
    const password = 'peacock blue 45';
    await fresh().post('/api/auth/register', { userName: 'B', email, password });
    const pairKey = `login:pair:127.0.0.1:${email}`;
    const pairHits = async () => {
      const res = (await t.database.db.execute(
        sql`select hits from rate_limits where key = ${pairKey}`,
      )) as unknown as { rows: { hits: number }[] };
      return Number(res.rows[0]?.hits ?? 0);
    };
    const guess = (pw: string) => fresh().post('/api/auth/login', { email, password: pw });
    const wrong = Array.from({ length: 299 }, (_, i) => guess(`guess number ${i}`));
    // Parallel requests reach the server in no fixed order: the right one goes out once the server
    // has counted the guesses ahead of it, while the rest of the burst is still in flight.
    while ((await pairHits()) < 10) await new Promise((r) => setTimeout(r, 5));
    const right = guess(password);
    const results = await Promise.all([...wrong, right]);

    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(290);
    const answer = await right;
    expect(answer.status).toBe(429);
    // Refused by the sign-in throttle, or already by the per-address request limit (30 a minute).
    expect([
      MESSAGES.auth.tooManyAttempts(15),
      MESSAGES.auth.tooManyRequests(Number(answer.headers.get('retry-after'))),
    ]).toContain(answer.body.message);
    expect(answer.headers.getSetCookie()).toEqual([]);
    for (const r of results.filter((x) => x.status === 429)) {
      expect(r.body.success).toBe(false);
      expect(typeof r.body.message).toBe('string');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(r.headers.getSetCookie()).toEqual([]);
    }
  }, 180_000);
});

describeEachDatabase('sign-in throttle per address and account', (backend) => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const unique = (tag: string) => `${tag}.${Math.random().toString(36).slice(2)}@example.com`;
  const login = (t: TestApp, email: string, password: string, ip?: string) =>
    new Client(t.url).post('/api/auth/login', { email, password }, ip ? from(ip) : {});
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    // PUBLIC_URL set, TRUST_PROXY not: X-Forwarded-For must be ignored.
    const env = { RATE_LIMIT_SCALE: '1', LOGIN_MAX_FAILURES: '3' };
    direct = await startTestApp(backend, {
      ...REAL_PASSWORD_COST,
      ...env,
      PUBLIC_URL: 'https://shop.example',
    });
    proxied = await startTestApp(backend, { ...REAL_PASSWORD_COST, ...env, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });
  const register = async (t: TestApp, email: string, password: string) =>
    expect(
      (
        await new Client(t.url).post(
          '/api/auth/register',
          { userName: 'V', email, password },
          from('192.0.2.200'),
        )
      ).status,
    ).toBe(201);

  it('ignores X-Forwarded-For without TRUST_PROXY (PUBLIC_URL does not imply it)', async () => {
    const email = unique('rotate');
    await register(direct, email, 'indigo dye 7');
    for (let i = 0; i < 3; i++) {
      expect((await login(direct, email, 'not it at all', `198.51.100.${i}`)).status).toBe(401);
    }
    const rotated = await login(direct, email, 'indigo dye 7', '198.51.100.77');
    expect(rotated.status).toBe(429);
    expect(rotated.body.message).toBe(MESSAGES.auth.tooManyAttempts(15));
  });

  it('with TRUST_PROXY=1 counts the forwarded address: the owner signs in from a clean one', async () => {
    const email = unique('victim');
    await register(proxied, email, 'indigo dye 8');
    for (let i = 0; i < 6; i++) await login(proxied, email, `attacker guess ${i}`, '203.0.113.66');
    const attacker = await login(proxied, email, 'indigo dye 8', '203.0.113.66');
    expect(attacker.status).toBe(429);
    const owner = await login(proxied, email, 'indigo dye 8', '198.51.100.20');
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(email);
  });

  it('counts an address across emails, and a success clears its own count', async () => {
    // 5 × LOGIN_MAX_FAILURES = 15 checked attempts from one address in the window, whatever the emails.
    const ip = '203.0.113.90';
    const email = unique('own');
    await register(proxied, email, 'temple saree 3');
    for (let i = 0; i < 2; i++) expect((await login(proxied, email, 'typo here', ip)).status).toBe(401);
    expect((await login(proxied, email, 'temple saree 3', ip)).status).toBe(200);
    // The pair count was cleared: three more tries for this email before 429.
    for (let i = 0; i < 3; i++) expect((await login(proxied, email, 'typo again', ip)).status).toBe(401);
    expect((await login(proxied, email, 'typo again', ip)).status).toBe(429);
    // 2 + 3 failures count so far (the success is forgiven, the refused one was never checked);
    // 10 more on other emails reach 15.
    for (let i = 0; i < 5; i++) {
      const other = unique(`other${i}`);
      for (let j = 0; j < 2; j++) expect((await login(proxied, other, 'whatever 123', ip)).status).toBe(401);
    }
    const refused = await login(proxied, unique('fresh'), 'whatever 123', ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(proxied, unique('fresh'), 'whatever 123', '203.0.113.91')).status).toBe(401);
  });

  it('never locks the account: after guesses from many addresses the owner still signs in, only slowed', async () => {
    const email = unique('spread');
    await register(proxied, email, 'mango motif 12');
    // 12 addresses × 3 checked guesses = 36, past 10 × LOGIN_MAX_FAILURES = 30 for the account.
    await Promise.all(
      Array.from({ length: 12 }, async (_, a) => {
        for (let i = 0; i < 3; i++) {
          expect((await login(proxied, email, `spread guess ${i}`, `100.64.${a}.1`)).status).toBe(401);
        }
      }),
    );
    const started = Date.now();
    const owner = await login(proxied, email, 'mango motif 12', '198.51.100.44');
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  }, 180_000);
});

describeOnPostgres('password rules on sign-up', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, REAL_PASSWORD_COST);
  });
  afterAll(() => t.close());

  it('refuses common passwords and the email itself, under the password field', async () => {
    const cases: [string, string, string][] = [
      ['meena.common@example.com', '11111111', MESSAGES.validation.passwordCommon],
      ['meena.common@example.com', 'Password1', MESSAGES.validation.passwordCommon],
      ['meena.common@example.com', 'qwertyuiop', MESSAGES.validation.passwordCommon],
      ['Meena.Kumari@Example.com', 'MEENA.KUMARI@example.com', MESSAGES.validation.passwordIsEmail],
      ['meena.kumari@example.com', 'Meena.Kumari', MESSAGES.validation.passwordIsEmail],
    ];
    for (const [email, password, message] of cases) {
      const res = await new Client(t.url).post('/api/auth/register', { userName: 'M', email, password });
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual({ success: false, message, issues: [{ path: 'password', message }] });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'meena.common@example.com'));
    expect(row).toBeUndefined();
    const ok = await new Client(t.url).post('/api/auth/register', {
      userName: 'M',
      email: 'meena.kumari@example.com',
      password: 'meena kumari silks',
    });
    expect(ok.status).toBe(201);
  });
});

describeOnPostgres('password hashing under a burst', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, REAL_PASSWORD_COST);
  });
  afterAll(() => t.close());

  it('answers registrations beyond the hashing line with 503 and Retry-After, never a long queue', async () => {
    const results = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        new Client(t.url).post('/api/auth/register', {
          userName: `Burst ${i}`,
          email: `burst.${i}.${Date.now()}@example.com`,
          password: 'handloom weaver 5',
        }),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    const busy = results.filter((r) => r.status === 503);
    expect(created.length + busy.length).toBe(80);
    expect(created.length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy) {
      expect(r.body).toEqual({ success: false, message: MESSAGES.auth.busy });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    const rows = await t.database.db.select().from(users);
    expect(rows.filter((u) => u.email.startsWith('burst.'))).toHaveLength(created.length);
    // Once the burst is over, hashing has room again.
    const after = await new Client(t.url).post('/api/auth/register', {
      userName: 'After',
      email: `after.${Date.now()}@example.com`,
      password: 'handloom weaver 5',
    });
    expect(after.status).toBe(201);
  }, 120_000);
});

describeOnPostgres('secure cookies', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { ...REAL_PASSWORD_COST, PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure and sends HSTS when the shop is served over https', async () => {
    const c = new Client(t.url);
    const email = `s.${Date.now()}@example.com`;
    await c.post('/api/auth/register', { userName: 'S', email, password: 'kanchi silk 1' });
    const login = await c.post('/api/auth/login', { email, password: 'kanchi silk 1' });
    expect(login.headers.getSetCookie().join(';')).toMatch(/Secure/);
    expect(login.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const cross = await c.post('/api/auth/logout', {}, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    const own = await c.post('/api/auth/logout', {}, { origin: 'https://shop.example' });
    expect(own.status).toBe(200);
  });
});

describeOnPostgres('health', (backend) => {
  it('answers 200 while the database answers and 503 once it does not', async () => {
    const t = await startTestApp(backend, REAL_PASSWORD_COST);
    try {
      const ok = await new Client(t.url).get('/api/health');
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true });
      await t.database.close();
      const down = await new Client(t.url).get('/api/health');
      expect(down.status).toBe(503);
      expect(down.body.success).toBe(false);
    } finally {
      await t.app.close();
    }
  });
});
