import { afterAll, beforeAll, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES as M } from '@resham/shared';
import { Client, describeEachDatabase, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';
import { totpCode } from './totp';

const step = () => Math.floor(Date.now() / 30_000);
/** Waits out the last 3 s of a 30 s step, so a code computed now is still 'now' when the server checks it. */
const awayFromStepEdge = async () => {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 27_000) await new Promise((r) => setTimeout(r, 30_000 - intoStep + 100));
};
/** A wrong code (never one step either side of now: those could be right). */
const wrongCode = (secret: string) => {
  const near = new Set([-1, 0, 1, 2].map((d) => totpCode(secret, step() + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
};

// The caps are counts in the rate_limits table, kept by one statement per attempt on both engines.
describeEachDatabase('two-step sign-in: codes a sign-in and an account may try', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { TRUST_PROXY: '1' });
  });
  afterAll(() => t?.close());

  async function enrolledAdmin() {
    const admin = await signInAdmin(t);
    const { secret } = (await admin.client.post('/api/auth/2fa/setup')).body as { secret: string };
    await awayFromStepEdge();
    expect((await admin.client.post('/api/auth/2fa/enable', { code: totpCode(secret, step()) })).status).toBe(
      200,
    );
    return { ...admin, secret };
  }
  async function passwordStep(email: string, password: string) {
    const client = new Client(t.url);
    expect((await client.post('/api/auth/login', { email, password })).body.secondStep).toBe(true);
    return client;
  }
  /** One code from its own client address (no per-address limit comes into it). */
  const tryCode = (client: Client, code: string, n: number) =>
    client.post('/api/auth/2fa/verify', { code }, { 'x-forwarded-for': `198.51.100.${n}` });

  it('ends a pending sign-in after 10 wrong codes, however many arrive at once from however many addresses', async () => {
    const a = await enrolledAdmin();
    const client = await passwordStep(a.email, a.password);
    const wrong = wrongCode(a.secret);
    const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => tryCode(client, wrong, i + 1)));
    expect(burst.every((r) => r.status === 401)).toBe(true);
    expect(burst.filter((r) => r.body.message === M.codeWrong)).toHaveLength(10);
    // The right code no longer works: the password step must be passed again.
    await awayFromStepEdge();
    const right = await tryCode(client, totpCode(a.secret, step() + 1), 99);
    expect(right.status).toBe(401);
    expect([M.tooManyCodes, M.noPendingSignIn]).toContain(right.body.message);
    expect((await client.get('/api/auth/check-auth')).status).toBe(401);

    const again = await passwordStep(a.email, a.password);
    expect((await tryCode(again, totpCode(a.secret, step() + 1), 100)).status).toBe(200);
    expect((await again.get('/api/auth/check-auth')).status).toBe(200);
  });

  it("limits the account's codes across sign-ins and addresses", async () => {
    const a = await enrolledAdmin();
    const wrong = wrongCode(a.secret);
    // Two sign-ins, each trying 10 wrong codes from 10 addresses: 20 in all.
    for (const first of [1, 11]) {
      const client = await passwordStep(a.email, a.password);
      const tries = await Promise.all(
        Array.from({ length: 10 }, (_, i) => tryCode(client, wrong, first + i)),
      );
      expect(tries.map((r) => r.body.message)).toEqual(Array(10).fill(M.codeWrong));
    }
    // A third sign-in, from a fresh address, with the right code: refused until the hour is over.
    const client = await passwordStep(a.email, a.password);
    await awayFromStepEdge();
    const refused = await tryCode(client, totpCode(a.secret, step() + 1), 50);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
