import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { describeOnPostgres, openTestDatabase } from './harness';

const HASH = 'scrypt$16384$8$1$c2VjcmV0LXNhbHQ$SECRET-HASH-VALUE-0123456789';
const EMAIL = 'victim.logged@example.com';

/**
 * The server's log (pino, as main.ts configures it) never holds a statement's parameters or a secret:
 * a failing query whose parameters include a password hash is logged with its code and constraint
 * only, and secrets are censored by key name wherever they sit.
 */
describeOnPostgres('logs', (backend) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const lines: string[] = [];
  const logged = () => lines.join('');

  beforeAll(async () => {
    const opened = await openTestDatabase(backend);
    drop = opened.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: `/tmp/resham-test-${randomBytes(4).toString('hex')}`,
      SEED_DEMO: 'false',
    });
    const logger = { ...(loggerOptions('info') as object), stream: { write: (s: string) => lines.push(s) } };
    app = await buildApp({ config, database: opened.database, webRoot: null, logger });
    const { db } = opened.database;
    await db.insert(users).values({ userName: 'Victim', email: EMAIL, passwordHash: 'scrypt$old' });
    // A handler whose insert fails on the unique email, with a password hash among its parameters.
    app.post('/api/test/failing-insert', { config: { access: 'public' } }, async () => {
      await db.insert(users).values({ userName: 'Copy', email: EMAIL, passwordHash: HASH });
      return { success: true };
    });
    // And one whose row breaks a NOT NULL rule: PostgreSQL's detail quotes the whole row.
    app.post('/api/test/failing-row', { config: { access: 'public' } }, async () => {
      await db.insert(users).values({ userName: null as never, email: 'x@example.com', passwordHash: HASH });
      return { success: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('logs a failed query with its code and constraint, never its parameters or row values', async () => {
    for (const url of ['/api/test/failing-insert', '/api/test/failing-row']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { cookie: 'resham_session=a-session-token-value', authorization: 'Bearer abc.def.ghi' },
        payload: {},
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toContain(HASH);
    }
    const entries = lines.map((l) => JSON.parse(l) as Record<string, any>);
    const failures = entries.filter((e) => e.msg === 'request failed');
    expect(failures).toHaveLength(2);
    const text = logged();
    expect(text).not.toContain(HASH);
    expect(text).not.toContain('SECRET-HASH');
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('x@example.com');
    expect(text).not.toMatch(/params:|"params"|"parameters"|Failing row contains|Key \(email\)/);
    expect(text).not.toContain('a-session-token-value');
    expect(text).not.toContain('abc.def.ghi');
    // What is useful stays: the statement's shape, the database's code and constraint.
    const codes = failures.map((f) => f.err.code ?? f.err.cause?.code);
    expect(codes).toEqual(['23505', '23502']);
    expect(JSON.stringify(failures[0])).toContain('users_email_unique');
    expect(failures[0]!.err.message).toContain('Failed query: insert into "users"');
  });

  it('censors secrets by key name anywhere in a logged object', () => {
    lines.length = 0;
    app.log.info(
      {
        body: { email: 'a@example.com', password: 'hunter2-plain', newPassword: 'hunter3-plain' },
        user: { passwordHash: HASH, sessionToken: 'tok-123456', settings: { apiKey: 'key-987654' } },
        razorpay: { keySecret: 'rzp-secret-value', webhook_secret: 'whsec-value' },
        headers: { authorization: 'Bearer abc.def.ghi', cookie: 'resham_session=cookie-value' },
        list: [{ token: 'list-token-value' }],
      },
      'probe',
    );
    const text = logged();
    expect(text).toContain('"msg":"probe"');
    expect(text).toContain('a@example.com');
    for (const secret of [
      'hunter2-plain',
      'hunter3-plain',
      HASH,
      'tok-123456',
      'key-987654',
      'rzp-secret-value',
      'whsec-value',
      'abc.def.ghi',
      'cookie-value',
      'list-token-value',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });
});
