import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { MailMessage, MailTransport } from './transport';

export interface OutboxMessage extends MailMessage {
  /** What caused the email, e.g. 'order-confirmation:{orderId}': a second enqueue with it is ignored. */
  dedupeKey?: string;
}

/**
 * Queues an email. Pass the transaction handle of the business change so the email is stored if and
 * only if that change commits. Answers false when an email with the same dedupeKey already exists.
 */
export async function enqueueEmail(db: Db, msg: OutboxMessage): Promise<boolean> {
  const rows = await db
    .insert(emailOutbox)
    .values({
      to: msg.to,
      subject: msg.subject,
      html: msg.html,
      text: msg.text,
      dedupeKey: msg.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

export interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const MAX_ATTEMPTS = 10;
const MINUTE = 60;
/** Wait after the n-th failed attempt (seconds); the last value repeats. */
const BACKOFF_SECONDS = [1, 5, 30, 120, 360, 720, 1440].map((m) => m * MINUTE);
export const backoffSeconds = (attempts: number) =>
  BACKOFF_SECONDS[Math.min(attempts, BACKOFF_SECONDS.length) - 1]!;

const BATCH_SIZE = 5;
const MAX_BATCHES_PER_RUN = 20;
/**
 * A claimed message is not picked by another worker for this long. The worker sending it renews the
 * claim every third of it while it lives, so a slow send (an SMTP server that takes its time) is never
 * picked twice, and a worker that died mid-send (its renewals stopped) leaves its messages to another
 * process within seconds. It was 10 minutes with no renewal: a notice whose process died mid-send went
 * out 10 minutes late.
 */
export const LEASE_SECONDS = 15;

/**
 * Sends the outbox: due, unsent rows are claimed in small batches (`for update skip locked`, so several
 * app processes can run a worker), sent outside any transaction, then marked sent or rescheduled with
 * backoff. Never throws into the code that queued the email.
 */
export class EmailWorker {
  private readonly pollMs: number;
  private readonly leaseSeconds: number;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly logger: MailLogger,
    opts: { pollMs?: number; leaseSeconds?: number } = {},
  ) {
    this.pollMs = opts.pollMs ?? 30_000;
    this.leaseSeconds = opts.leaseSeconds ?? LEASE_SECONDS;
  }

  /** Polls every pollMs; the timer does not keep the process alive. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Stops polling and waits for a send in progress to finish. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.queue;
  }

  /** Asks for a run soon (e.g. right after a payment committed its emails). */
  kick(): void {
    if (this.started) this.schedule(0);
  }

  /** Sends what is due now; answers how many were sent. Runs one at a time. */
  runOnce(): Promise<number> {
    const run = this.queue.then(() => this.drain());
    this.queue = run.catch(() => undefined);
    return run;
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick() {
    this.timer = null;
    try {
      await this.runOnce();
    } catch (err) {
      this.logger.error({ err }, 'email outbox run failed');
    } finally {
      if (this.started && !this.timer) this.schedule(await this.untilNextDue());
    }
  }

  /**
   * How long until the next unsent message is due (a retry's backoff, another worker's claim running
   * out), at most pollMs: a claim left by a worker that died is taken over as soon as it ends.
   */
  private async untilNextDue(): Promise<number> {
    try {
      const [row] = await this.db
        .select({
          ms: sql<
            number | null
          >`(extract(epoch from min(${emailOutbox.nextAttemptAt}) - now()) * 1000)::float8`,
        })
        .from(emailOutbox)
        .where(and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, MAX_ATTEMPTS)));
      const ms = row?.ms;
      return ms === null || ms === undefined ? this.pollMs : Math.min(this.pollMs, Math.max(0, ms) + 100);
    } catch {
      return this.pollMs;
    }
  }

  private async drain(): Promise<number> {
    let sent = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const rows = await this.claim();
      const held = new Set(rows.map((r) => r.id));
      const renewal = this.renewWhileSending(held);
      try {
        for (const row of rows) {
          if (await this.deliver(row)) sent++;
          held.delete(row.id);
        }
      } finally {
        clearInterval(renewal);
      }
      if (rows.length < BATCH_SIZE) break;
    }
    return sent;
  }

  /** Renews the claim on the batch's messages not yet done, every third of the lease, until cleared. */
  private renewWhileSending(held: Set<number>): NodeJS.Timeout {
    const timer = setInterval(
      () => {
        if (!held.size) return;
        this.db
          .update(emailOutbox)
          .set({ nextAttemptAt: sql`now() + make_interval(secs => ${this.leaseSeconds})` })
          .where(and(inArray(emailOutbox.id, [...held]), isNull(emailOutbox.sentAt)))
          .catch((err: unknown) => this.logger.warn({ err }, 'email outbox: could not renew a claim'));
      },
      (this.leaseSeconds * 1000) / 3,
    );
    timer.unref();
    return timer;
  }

  private claim() {
    const due = this.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
          lt(emailOutbox.attempts, MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return this.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${this.leaseSeconds})` })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  private async deliver(row: typeof emailOutbox.$inferSelect): Promise<boolean> {
    const ref = { emailId: row.id, dedupeKey: row.dedupeKey };
    try {
      await this.transport.send({ to: row.to, subject: row.subject, html: row.html, text: row.text });
    } catch (err) {
      const attempts = row.attempts + 1;
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const giveUp = attempts >= MAX_ATTEMPTS;
      await this.db
        .update(emailOutbox)
        .set({
          attempts,
          lastError: message,
          nextAttemptAt: sql`now() + make_interval(secs => ${giveUp ? 0 : backoffSeconds(attempts)})`,
        })
        .where(eq(emailOutbox.id, row.id));
      if (giveUp) this.logger.error({ ...ref, attempts, error: message }, 'email not sent; giving up');
      else this.logger.warn({ ...ref, attempts, error: message }, 'email not sent; will retry');
      return false;
    }
    await this.db
      .update(emailOutbox)
      .set({ sentAt: sql`now()`, lastError: null })
      .where(eq(emailOutbox.id, row.id));
    this.logger.info({ ...ref, transport: this.transport.kind }, 'email sent');
    return true;
  }
}
