import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@resham/shared';
import { accountTokens, emailOutbox, sessions, users } from '../../db/schema';
import {
  Client,
  describeOnPostgres,
  signUpThroughApi,
  startTestApp,
  type TestApp,
  REAL_PASSWORD_COST,
} from '../../../test/harness';

/** The link in the newest email to `to` whose text has `path`, as the shopper would click it. */
async function linkIn(t: TestApp, to: string, path: string): Promise<string | undefined> {
  await t.app.services.credentials.settled();
  const rows = await t.database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id));
  for (const row of rows) {
    const match = row.text.match(
      new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\?token=([\\w-]+)`),
    );
    if (match) return match[1];
  }
  return undefined;
}

async function resetToken(t: TestApp, email: string): Promise<string> {
  const res = await new Client(t.url).post('/api/auth/forgot-password', { email });
  expect(res.status).toBe(200);
  const token = await linkIn(t, email, '/auth/reset-password');
  if (!token) throw new Error('no reset email');
  return token;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

describeOnPostgres('forgotten and changed passwords', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, REAL_PASSWORD_COST);
  });
  afterAll(() => t?.close());

  it('answers a known and an unknown email alike, and mails only the known one', async () => {
    const { email } = await signUpThroughApi(t.url, 'Known');
    const unknown = `nobody.${Date.now()}@example.com`;
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const bodies = new Set<string>();
    for (let i = 0; i < 50; i++) {
      for (const [kind, address] of [
        ['known', email],
        ['unknown', unknown],
      ] as const) {
        const started = performance.now();
        const res = await new Client(t.url).post('/api/auth/forgot-password', { email: address });
        times[kind].push(performance.now() - started);
        expect(res.status).toBe(200);
        bodies.add(JSON.stringify(res.body));
      }
    }
    expect([...bodies]).toEqual([JSON.stringify({ success: true, message: MESSAGES.auth.resetRequested })]);
    const line = (kind: 'known' | 'unknown') =>
      `${kind} p50 ${percentile(times[kind], 50).toFixed(1)} ms, p99 ${percentile(times[kind], 99).toFixed(1)} ms`;
    console.log(`[${backend}] forgot-password over 50 tries each: ${line('known')}; ${line('unknown')}`);
    await t.app.services.credentials.settled();
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, unknown));
    expect(mails).toHaveLength(0);
    expect(await linkIn(t, email, '/auth/reset-password')).toMatch(/^[\w-]{43}$/);
  });

  it('resets the password once through the emailed link, signs out every session and says so by email', async () => {
    const { client, email, password } = await signUpThroughApi(t.url, 'Reset');
    const phone = new Client(t.url);
    expect((await phone.post('/api/auth/login', { email, password })).status).toBe(200);
    const token = await resetToken(t, email);
    // only a hash is kept
    const stored = await t.database.db.select().from(accountTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const reset = await new Client(t.url).post('/api/auth/reset-password', {
      token,
      password: 'new silk saree 7',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: MESSAGES.auth.passwordReset });
    expect((await client.get('/api/auth/check-auth')).status).toBe(401);
    expect((await phone.get('/api/auth/check-auth')).status).toBe(401);
    expect((await new Client(t.url).post('/api/auth/login', { email, password })).status).toBe(401);
    expect(
      (await new Client(t.url).post('/api/auth/login', { email, password: 'new silk saree 7' })).status,
    ).toBe(200);
    const notices = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(notices.some((m) => m.subject.endsWith('your password was changed'))).toBe(true);

    const again = await new Client(t.url).post('/api/auth/reset-password', {
      token,
      password: 'another silk 8',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: MESSAGES.auth.resetLinkInvalid });
  });

  it('refuses an expired link', async () => {
    const { email } = await signUpThroughApi(t.url, 'Expired');
    const token = await resetToken(t, email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    // 31 minutes later
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.userId, user!.id));
    const res = await new Client(t.url).post('/api/auth/reset-password', {
      token,
      password: 'new silk saree 7',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.auth.resetLinkInvalid);
  });

  it('honours only the newest link', async () => {
    const { email, password } = await signUpThroughApi(t.url, 'Newest');
    const first = await resetToken(t, email);
    const second = await resetToken(t, email);
    expect(second).not.toBe(first);
    const old = await new Client(t.url).post('/api/auth/reset-password', {
      token: first,
      password: 'new silk 77',
    });
    expect(old.status).toBe(400);
    expect((await new Client(t.url).post('/api/auth/login', { email, password })).status).toBe(200);
    const fresh = await new Client(t.url).post('/api/auth/reset-password', {
      token: second,
      password: 'new silk 77',
    });
    expect(fresh.status).toBe(200);
  });

  it('resets once when one link is used 50 times at once', async () => {
    const { email } = await signUpThroughApi(t.url, 'Burst');
    const token = await resetToken(t, email);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        new Client(t.url).post('/api/auth/reset-password', { token, password: `burst password ${i}x` }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(49);
    expect(results.every((r) => r.status === 200 || r.body.message === MESSAGES.auth.resetLinkInvalid)).toBe(
      true,
    );
    // the winner's password is the one that works
    const winner = results.findIndex((r) => r.status === 200);
    const loser = (winner + 1) % results.length;
    const signIn = (i: number) =>
      new Client(t.url).post('/api/auth/login', { email, password: `burst password ${i}x` });
    expect((await signIn(winner)).status).toBe(200);
    expect((await signIn(loser)).status).toBe(401);
  });

  it('keeps the link usable when the new password is refused', async () => {
    const { email } = await signUpThroughApi(t.url, 'Common');
    const token = await resetToken(t, email);
    const weak = await new Client(t.url).post('/api/auth/reset-password', { token, password: 'password123' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MESSAGES.validation.passwordCommon);
    const short = await new Client(t.url).post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(MESSAGES.validation.passwordTooShort);
    const good = await new Client(t.url).post('/api/auth/reset-password', {
      token,
      password: 'mysore silk 42',
    });
    expect(good.status).toBe(200);
  });

  it('changes the password with the current one, ending the other sessions but not this one', async () => {
    const { client, email, password } = await signUpThroughApi(t.url, 'Change');
    const laptop = new Client(t.url);
    expect((await laptop.post('/api/auth/login', { email, password })).status).toBe(200);

    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'not my password',
      newPassword: 'chanderi silk 9',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGES.auth.currentPasswordWrong);
    expect((await laptop.get('/api/auth/check-auth')).status).toBe(200);

    const same = await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: password,
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(MESSAGES.auth.samePassword);

    const res = await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'chanderi silk 9',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.auth.passwordChanged });
    expect((await client.get('/api/auth/check-auth')).status).toBe(200);
    expect((await laptop.get('/api/auth/check-auth')).status).toBe(401);
    expect((await new Client(t.url).post('/api/auth/login', { email, password })).status).toBe(401);
    expect(
      (await new Client(t.url).post('/api/auth/login', { email, password: 'chanderi silk 9' })).status,
    ).toBe(200);
    expect((await new Client(t.url).post('/api/auth/change-password', {})).status).toBe(401);
  });

  it('signs out every other session at once and keeps this one', async () => {
    const { client, email, password, user } = await signUpThroughApi(t.url, 'Everywhere');
    const others = [new Client(t.url), new Client(t.url)];
    for (const c of others) expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
    const res = await client.post('/api/auth/logout-all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.auth.loggedOutEverywhere });
    expect((await client.get('/api/auth/check-auth')).status).toBe(200);
    for (const c of others) expect((await c.get('/api/auth/check-auth')).status).toBe(401);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
    expect((await new Client(t.url).post('/api/auth/logout-all')).status).toBe(401);
  });

  it('verifies a new account through its emailed link, once; old accounts count as verified', async () => {
    const { client, email, user } = await signUpThroughApi(t.url, 'Verify');
    expect((await client.get('/api/shop/account')).body.data.emailVerified).toBe(false);
    // browsing, the cart and checkout do not wait for it
    expect((await client.get('/api/shop/cart/get/' + user.id)).status).toBe(200);
    const first = await linkIn(t, email, '/auth/verify-email');
    const resent = await client.post('/api/auth/resend-verification');
    expect(resent.body.message).toBe(MESSAGES.auth.verificationSent);
    const token = await linkIn(t, email, '/auth/verify-email');
    expect(token).not.toBe(first);
    const old = await new Client(t.url).post('/api/auth/verify-email', { token: first });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(MESSAGES.auth.verifyLinkInvalid);
    const res = await new Client(t.url).post('/api/auth/verify-email', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.auth.emailVerified });
    expect((await client.get('/api/shop/account')).body.data.emailVerified).toBe(true);
    expect((await new Client(t.url).post('/api/auth/verify-email', { token })).status).toBe(400);
    expect((await client.post('/api/auth/resend-verification')).body.message).toBe(
      MESSAGES.auth.alreadyVerified,
    );
    // an account made before verification existed (the column's default)
    const [legacy] = await t.database.db
      .insert(users)
      .values({ userName: 'Old', email: `old.${Date.now()}@example.com`, passwordHash: '!' })
      .returning();
    expect(legacy!.emailVerified).toBe(true);
  });

  it('answers hostile input with 4xx, never 500', async () => {
    const { client, password } = await signUpThroughApi(t.url, 'Hostile');
    const huge = 'a'.repeat(200_000);
    const cases: [Client, string, unknown][] = [
      [new Client(t.url), '/api/auth/forgot-password', { email: 'nul\u0000@example.com' }],
      [new Client(t.url), '/api/auth/forgot-password', { email: `${huge}@example.com` }],
      [new Client(t.url), '/api/auth/forgot-password', { email: ['a@example.com'] }],
      [new Client(t.url), '/api/auth/forgot-password', '{"email": '],
      [
        new Client(t.url),
        '/api/auth/reset-password',
        { token: 'x'.repeat(42) + '\u0000', password: 'silk saree 11' },
      ],
      [new Client(t.url), '/api/auth/reset-password', { token: huge, password: 'silk saree 11' }],
      [new Client(t.url), '/api/auth/reset-password', { token: 'A'.repeat(43), password: huge }],
      [
        new Client(t.url),
        '/api/auth/reset-password',
        { token: "' or 1=1 --" + 'A'.repeat(32), password: 'x' },
      ],
      [new Client(t.url), '/api/auth/verify-email', { token: { $ne: null } }],
      [new Client(t.url), '/api/auth/verify-email', { token: 'A'.repeat(43) }],
      [
        client,
        '/api/auth/change-password',
        { currentPassword: `${password}\u0000`, newPassword: 'silk saree 12' },
      ],
      [client, '/api/auth/change-password', { currentPassword: huge, newPassword: 'silk saree 12' }],
      [client, '/api/auth/change-password', { currentPassword: password, newPassword: huge }],
    ];
    for (const [c, path, body] of cases) {
      const res = await c.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }
    // still signed in, password unchanged
    expect((await client.get('/api/auth/check-auth')).status).toBe(200);
  });
});

describeOnPostgres('password reset limits', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { ...REAL_PASSWORD_COST, RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t?.close());

  it('mails one address at most 3 times an hour and answers one client 10 times an hour', async () => {
    const email = `limited.${Date.now()}@example.com`;
    const reg = await new Client(t.url).post('/api/auth/register', {
      userName: 'Limited',
      email,
      password: 'banarasi silk 3',
    });
    expect(reg.status).toBe(201);
    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push(await new Client(t.url).post('/api/auth/forgot-password', { email }));
    expect(answers.every((r) => r.status === 200 && r.body.message === MESSAGES.auth.resetRequested)).toBe(
      true,
    );
    await t.app.services.credentials.settled();
    const resets = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), sql`${emailOutbox.subject} like '%reset your password'`));
    expect(resets).toHaveLength(3);
    const refused = await new Client(t.url).post('/api/auth/forgot-password', { email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('reset link', () => {
  it('carries at least 128 random bits', async () => {
    const { newAccountToken } = await import('./account-tokens');
    const { token, tokenHash } = newAccountToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
