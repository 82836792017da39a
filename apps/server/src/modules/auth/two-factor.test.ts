import { afterAll, beforeAll, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES as M } from '@resham/shared';
import {
  Client,
  describeOnPostgres,
  signInAdmin,
  startTestApp,
  type TestApp,
  REAL_PASSWORD_COST,
} from '../../../test/harness';
import { totpCode } from './totp';
import { resetSecondFactor } from './two-factor';

const step = () => Math.floor(Date.now() / 30_000);
/** Waits out the last 3 s of a 30 s step, so a code computed now is still 'now' when the server checks it. */
const awayFromStepEdge = async () => {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 27_000) await new Promise((r) => setTimeout(r, 30_000 - intoStep + 100));
};

/** An admin with two-step sign-in on: returns the secret, the recovery codes and the credentials. */
async function enrolledAdmin(t: TestApp) {
  const admin = await signInAdmin(t);
  const setup = await admin.client.post('/api/auth/2fa/setup');
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  expect(setup.body.otpauthUri).toContain(`otpauth://totp/`);
  expect(setup.body.otpauthUri).toContain(`secret=${secret}`);
  const wrong = await admin.client.post('/api/auth/2fa/enable', { code: '000000' });
  expect(wrong.status).toBe(400);
  await awayFromStepEdge();
  const enabled = await admin.client.post('/api/auth/2fa/enable', { code: totpCode(secret, step()) });
  expect(enabled.status).toBe(200);
  return { ...admin, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

async function passwordStep(t: TestApp, email: string, password: string) {
  const client = new Client(t.url);
  const login = await client.post('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return { client, login };
}

describeOnPostgres('two-step sign-in for staff', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, REAL_PASSWORD_COST);
  });
  afterAll(() => t.close());

  it('enrols with a code from the app and gives 10 recovery codes once', async () => {
    const a = await enrolledAdmin(t);
    expect(a.recoveryCodes).toHaveLength(10);
    expect(new Set(a.recoveryCodes).size).toBe(10);
    for (const c of a.recoveryCodes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const status = await a.client.get('/api/auth/2fa/status');
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // Stored hashed: no code appears in the database.
    const stored = await t.database.db.execute(`select code_hash from recovery_codes`);
    const text = JSON.stringify(stored);
    for (const c of a.recoveryCodes) expect(text).not.toContain(c.replace('-', ''));
    // A second set-up is refused while it is on.
    expect((await a.client.post('/api/auth/2fa/setup')).status).toBe(409);
  });

  it('asks for the code after the password; the session is nobody until then', async () => {
    const a = await enrolledAdmin(t);
    const { client, login } = await passwordStep(t, a.email, a.password);
    expect(login.body).toMatchObject({ secondStep: true, message: M.stepNeeded });
    expect(login.headers.getSetCookie().some((c) => c.startsWith('resham_signed_in='))).toBe(false);
    expect((await client.get('/api/auth/check-auth')).status).toBe(401);
    expect((await client.get('/api/admin/products/get')).status).toBe(401);
    expect((await client.post('/api/auth/logout-all')).status).toBe(401);

    expect((await client.post('/api/auth/2fa/verify', { code: '123456' })).status).toBe(401);
    await awayFromStepEdge();
    const ok = await client.post('/api/auth/2fa/verify', { code: totpCode(a.secret, step() + 1) });
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie().some((c) => c.startsWith('resham_signed_in=1'))).toBe(true);
    const me = await client.get('/api/auth/check-auth');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: a.email, role: 'admin', twoFactor: true });
    expect((await client.get('/api/admin/products/get')).status).toBe(200);
    // Without a password step there is nothing to verify.
    expect((await new Client(t.url).post('/api/auth/2fa/verify', { code: '123456' })).status).toBe(401);
  });

  it('accepts codes one step either side of now, each once, and none further away', async () => {
    const a = await enrolledAdmin(t);
    await awayFromStepEdge();
    const now = step();
    const tryCode = async (code: string) => {
      const { client } = await passwordStep(t, a.email, a.password);
      return (await client.post('/api/auth/2fa/verify', { code })).status;
    };
    // Enabling took the code of `now`: it is spent.
    expect(await tryCode(totpCode(a.secret, now))).toBe(401);
    expect(await tryCode(totpCode(a.secret, now - 2))).toBe(401);
    expect(await tryCode(totpCode(a.secret, now + 2))).toBe(401);
    expect(await tryCode(totpCode(a.secret, now + 1))).toBe(200);
    // Replayed: refused.
    expect(await tryCode(totpCode(a.secret, now + 1))).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const a = await enrolledAdmin(t);
    const first = await passwordStep(t, a.email, a.password);
    expect(
      (await first.client.post('/api/auth/2fa/verify', { code: a.recoveryCodes[3]!.toUpperCase() })).status,
    ).toBe(200);
    const again = await passwordStep(t, a.email, a.password);
    expect((await again.client.post('/api/auth/2fa/verify', { code: a.recoveryCodes[3] })).status).toBe(401);
    expect((await first.client.get('/api/auth/2fa/status')).body.recoveryCodesLeft).toBe(9);
  });

  it('limits guesses at the second step like sign-in (429), and parallel replays take a code once', async () => {
    const a = await enrolledAdmin(t);
    const { client } = await passwordStep(t, a.email, a.password);
    const answers: string[] = [];
    // 10 wrong codes end the pending sign-in (two-factor-attempts.test.ts)…
    for (let i = 0; i < 11; i++)
      answers.push((await client.post('/api/auth/2fa/verify', { code: '000000' })).body.message);
    expect(answers).toEqual([...Array(10).fill(M.codeWrong), M.noPendingSignIn]);
    // …and from this address LOGIN_MAX_FAILURES (10) codes are refused whatever the code.
    const { client: again } = await passwordStep(t, a.email, a.password);
    const refused = await again.post('/api/auth/2fa/verify', { code: totpCode(a.secret, step()) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();

    const b = await enrolledAdmin(t);
    await awayFromStepEdge();
    const code = totpCode(b.secret, step() + 1);
    const clients = await Promise.all([1, 2, 3].map(() => passwordStep(t, b.email, b.password)));
    const results = await Promise.all(clients.map((c) => c.client.post('/api/auth/2fa/verify', { code })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses malformed codes with 400', async () => {
    const { client } = await signInAdmin(t);
    for (const code of ['', '12345', '1234567', 'x'.repeat(5000), '12\u00003456', 123456])
      expect((await client.post('/api/auth/2fa/verify', { code })).status).toBe(400);
  });

  it('is turned off by its admin with a code (not without one)', async () => {
    const a = await enrolledAdmin(t);
    expect((await a.client.post('/api/auth/2fa/disable', { code: '000000' })).status).toBe(400);
    expect((await a.client.post('/api/auth/2fa/disable', { code: a.recoveryCodes[0] })).status).toBe(200);
    expect((await a.client.get('/api/auth/2fa/status')).body).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const { login } = await passwordStep(t, a.email, a.password);
    expect(login.body.secondStep).toBeUndefined();
  });

  it('is turned off by create-admin --reset-2fa, which ends the sessions', async () => {
    const a = await enrolledAdmin(t);
    expect(await resetSecondFactor(t.database.db, a.email)).toBe(true);
    expect((await a.client.get('/api/auth/check-auth')).status).toBe(401);
    const { login } = await passwordStep(t, a.email, a.password);
    expect(login.body.secondStep).toBeUndefined();
    expect(await resetSecondFactor(t.database.db, 'nobody@example.com')).toBe(false);
  });
});

describeOnPostgres('ADMIN_2FA_REQUIRED=true', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { ...REAL_PASSWORD_COST, ADMIN_2FA_REQUIRED: 'true' });
  });
  afterAll(() => t.close());

  it('keeps an admin without it out of every admin route until enrolled', async () => {
    const a = await signInAdmin(t);
    const me = await a.client.get('/api/auth/check-auth');
    expect(me.body.user).toMatchObject({ mustEnrolTwoFactor: true });
    const adminRoutes = t.app.apiRoutes.filter(
      (r) =>
        r.access === 'admin' &&
        !r.url.startsWith('/api/auth/2fa') &&
        r.method === 'GET' &&
        !r.url.includes(':'),
    );
    expect(adminRoutes.length).toBeGreaterThan(3);
    for (const r of adminRoutes) {
      const res = await a.client.get(r.url);
      expect([r.url, res.status, res.body.message]).toEqual([r.url, 403, M.enrolRequired]);
    }
    expect((await a.client.post('/api/common/categories', { name: 'Sneaky' })).status).toBe(403);
    expect((await a.client.get('/api/auth/2fa/status')).body).toMatchObject({
      enabled: false,
      required: true,
    });

    const setup = await a.client.post('/api/auth/2fa/setup');
    await awayFromStepEdge();
    expect(
      (await a.client.post('/api/auth/2fa/enable', { code: totpCode(setup.body.secret, step()) })).status,
    ).toBe(200);
    expect((await a.client.get('/api/admin/products/get')).status).toBe(200);
    expect((await a.client.get('/api/auth/check-auth')).body.user.mustEnrolTwoFactor).toBeUndefined();
  });
});
