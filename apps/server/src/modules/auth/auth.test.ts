import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@resham/shared';
import { sessions, users } from '../../db/schema';
import { Client, describeEachDatabase, startTestApp, type TestApp } from '../../../test/harness';

describeEachDatabase('auth API', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { LOGIN_MAX_FAILURES: '10' }, (app) => {
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('secret internal detail');
      });
    });
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

  it('refuses a duplicate email whatever its case, saying so', async () => {
    const email = unique('dup');
    expect(
      (await fresh().post('/api/auth/register', { userName: 'A', email, password: 'password1' })).status,
    ).toBe(201);
    const again = await fresh().post('/api/auth/register', {
      userName: 'B',
      email: email.toUpperCase(),
      password: 'password2',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: MESSAGES.auth.emailTaken });
  });

  it('validates each field with a clear message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ userName: '', email: 'a@b.co', password: 'password1' }, MESSAGES.validation.userNameRequired],
      [
        { userName: 'x'.repeat(51), email: 'a@b.co', password: 'password1' },
        MESSAGES.validation.userNameTooLong,
      ],
      [{ userName: 'A', email: 'not-an-email', password: 'password1' }, MESSAGES.validation.emailInvalid],
      [{ userName: 'A', email: 'a@b.co', password: 'short' }, MESSAGES.validation.passwordTooShort],
      [{ userName: 'A', email: 'a@b.co' }, MESSAGES.validation.passwordTooShort],
      [{ userName: 42, email: 'a@b.co', password: 'password1' }, MESSAGES.validation.userNameRequired],
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
    await fresh().post('/api/auth/register', { userName: 'Lakshmi', email, password: 'password1' });
    const c = fresh();
    const login = await c.post('/api/auth/login', { email: email.toUpperCase(), password: 'password1' });
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

  it('stores only a hash of the session token and refuses an expired session', async () => {
    const email = unique('expiry');
    await fresh().post('/api/auth/register', { userName: 'E', email, password: 'password1' });
    const c = fresh();
    const login = await c.post('/api/auth/login', { email, password: 'password1' });
    const token = c.cookie.split('=')[1]!;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, login.body.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, login.body.user.id));
    expect((await c.get('/api/auth/check-auth')).status).toBe(401);
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const email = unique('known');
    await fresh().post('/api/auth/register', { userName: 'K', email, password: 'password1' });
    const wrongPassword = await fresh().post('/api/auth/login', { email, password: 'password2' });
    const unknownEmail = await fresh().post('/api/auth/login', {
      email: unique('nobody'),
      password: 'password1',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ success: false, message: MESSAGES.auth.invalidCredentials });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('refuses state-changing requests from another origin', async () => {
    const res = await fresh().post(
      '/api/auth/register',
      { userName: 'X', email: unique('x'), password: 'password1' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: MESSAGES.auth.crossSite });
    const same = await fresh().post(
      '/api/auth/register',
      { userName: 'X', email: unique('x'), password: 'password1' },
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
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());
  const fresh = () => new Client(t.url);
  const unique = (tag: string) => `${tag}.${Math.random().toString(36).slice(2)}@example.com`;

  it('slows repeated failures with 429 and a retry time, even for the right password', async () => {
    const email = unique('target');
    await fresh().post('/api/auth/register', { userName: 'T', email, password: 'password1' });
    for (let i = 0; i < 10; i++) {
      expect((await fresh().post('/api/auth/login', { email, password: `wrong-${i}-pw` })).status).toBe(401);
    }
    const blocked = await fresh().post('/api/auth/login', { email, password: 'password1' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(MESSAGES.auth.tooManyAttempts(15));
  });

  it('counts failures per IP too, whatever the email', async () => {
    // The previous test left 10 failures from this IP within the window.
    const res = await fresh().post('/api/auth/login', { email: unique('other'), password: 'password1' });
    expect(res.status).toBe(429);
  });
});

describeEachDatabase('secure cookies', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure and sends HSTS when the shop is served over https', async () => {
    const c = new Client(t.url);
    const email = `s.${Date.now()}@example.com`;
    await c.post('/api/auth/register', { userName: 'S', email, password: 'password1' });
    const login = await c.post('/api/auth/login', { email, password: 'password1' });
    expect(login.headers.getSetCookie().join(';')).toMatch(/Secure/);
    expect(login.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const cross = await c.post('/api/auth/logout', {}, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    const own = await c.post('/api/auth/logout', {}, { origin: 'https://shop.example' });
    expect(own.status).toBe(200);
  });
});

describeEachDatabase('health', (backend) => {
  it('answers 200 while the database answers and 503 once it does not', async () => {
    const t = await startTestApp(backend);
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
