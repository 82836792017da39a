import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { enqueueEmail } from '../src/lib/mail/outbox';
import { openTestDatabase } from './harness';

/**
 * The email outbox's claim on a message is a lease its sending process renews while it lives: two
 * processes (each running the app's EmailWorker) on one PostgreSQL database; a send that takes longer
 * than the lease is not picked by the other (exactly once), and when the sending process is killed
 * mid-send, the other takes the message over within seconds (it was 10 minutes) and it arrives once.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const LEASE_SECONDS = 3;

/** An SMTP server that holds each message's reply until told: a send in progress as long as we like. */
async function startHoldingSmtp() {
  const state = { started: 0, accepted: [] as string[], hold: true };
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      state.started++;
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const accept = () => {
          const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
          state.accepted.push(subject.trim());
          callback();
        };
        if (state.hold) waiting.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    state,
    /** Answers the held messages whose connection is still open (a killed sender's is not). */
    release() {
      state.hold = false;
      for (const accept of waiting.splice(0)) accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the email outbox lease, two processes on one PostgreSQL database', () => {
  let t: Awaited<ReturnType<typeof openTestDatabase>>;
  let databaseUrl = '';
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    t = await openTestDatabase('postgres');
    databaseUrl = t.database.url!;
  }, 60_000);
  afterEach(() => {
    for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  });
  afterAll(async () => t?.drop());

  function startWorker(smtpUrl: string) {
    const child = spawn('node', ['--import', 'tsx', 'apps/server/test/outbox-worker-process.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtpUrl,
        LEASE_SECONDS: String(LEASE_SECONDS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const log: string[] = [];
    child.stdout!.on('data', (d: Buffer) => log.push(...String(d).split('\n').filter(Boolean)));
    return { child, log };
  }

  const queue = (subject: string) =>
    enqueueEmail(t.database.db, {
      to: 'meera@example.com',
      subject,
      html: '<p>Hi</p>',
      text: 'Hi',
      dedupeKey: subject,
    });

  const sentAt = async (subject: string) =>
    (
      await t.database.db
        .select({ sentAt: emailOutbox.sentAt, attempts: emailOutbox.attempts })
        .from(emailOutbox)
        .where(sql`${emailOutbox.subject} = ${subject}`)
    )[0];

  it('a send slower than the lease is renewed, not picked again by the other process', async () => {
    const smtp = await startHoldingSmtp();
    try {
      await queue('Slow send');
      startWorker(smtp.url);
      await expect.poll(() => smtp.state.started, { timeout: 30_000 }).toBe(1);
      startWorker(smtp.url); // the other process, polling while the first one sends
      // Three leases long: without renewal the second process would claim and send it again.
      await new Promise((r) => setTimeout(r, LEASE_SECONDS * 3 * 1000));
      expect(smtp.state.started).toBe(1);
      smtp.release();
      await expect.poll(async () => (await sentAt('Slow send'))?.sentAt, { timeout: 10_000 }).toBeTruthy();
      await new Promise((r) => setTimeout(r, LEASE_SECONDS * 1000));
      expect(smtp.state.accepted).toEqual(['Slow send']);
      expect(smtp.state.started).toBe(1);
    } finally {
      await smtp.close();
    }
  }, 90_000);

  it('when the sending process is killed mid-send, the other sends it within seconds, once', async () => {
    const smtp = await startHoldingSmtp();
    try {
      await queue('Shop notice');
      const first = startWorker(smtp.url);
      await expect.poll(() => smtp.state.started, { timeout: 30_000 }).toBe(1);
      const other = startWorker(smtp.url);
      await expect
        .poll(() => other.log.some((l) => l.includes('worker started')), { timeout: 30_000 })
        .toBe(true);
      smtp.state.hold = false; // the next attempt is answered at once
      const killedAt = Date.now();
      first.child.kill('SIGKILL');
      await expect
        .poll(async () => (await sentAt('Shop notice'))?.sentAt, { timeout: 15_000, interval: 100 })
        .toBeTruthy();
      const tookOverMs = Date.now() - killedAt;
      console.log(`the other process sent the killed one's message ${tookOverMs} ms after the kill`);
      expect(tookOverMs).toBeLessThan((LEASE_SECONDS + 3) * 1000);
      // Its log line comes through a pipe, after the row it wrote: waited for, not read at once.
      await expect
        .poll(() => other.log.some((l) => l.includes('"email sent"')), { timeout: 5_000, interval: 50 })
        .toBe(true);
      // The killed process's attempt was never answered: the message was accepted exactly once.
      await new Promise((r) => setTimeout(r, LEASE_SECONDS * 1000));
      expect(smtp.state.accepted).toEqual(['Shop notice']);
      expect(smtp.state.started).toBe(2);
      expect((await sentAt('Shop notice'))?.attempts).toBe(0);
    } finally {
      await smtp.close();
    }
  }, 90_000);
});
