import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  MESSAGES,
  type ChangePasswordInput,
  type ResetPasswordInput,
  type SessionUser,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { accountTokens, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import {
  accountExistsEmail,
  passwordChangedEmail,
  passwordResetEmail,
  setPasswordEmail,
  verifyEmailEmail,
  type EmailContext,
} from '../../lib/mail/templates';
import { hashing, hashPassword, verifyPassword } from '../../lib/password';
import { passwordProblem } from '../../lib/password-policy';
import { hitInTransaction, type RateCounter } from '../../lib/rate-limit';
import { claimAccountToken, newAccountToken, releaseAccountToken, storeAccountToken } from './account-tokens';
import { endSessions } from './session-store';

export interface AccountMail {
  ctx: EmailContext;
  /** Asks the outbox worker to send soon. */
  kick(): void;
}

export interface CredentialsOptions {
  /** Reset emails to one address per hour; further requests are answered alike and send nothing. */
  resetEmailsPerHour: number;
  /** Once an address is verified, the orders placed as a guest with it join the account (issue 34). */
  emailVerified?: (tx: Db, accountId: string) => Promise<unknown>;
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** "You already have an account" emails to one address a day. */
const ACCOUNT_EXISTS_EMAILS_PER_DAY = 3;

function badPassword(message: string, path = 'password'): HttpError {
  return new HttpError(400, message, { issues: [{ path, message }] });
}

/**
 * Forgotten and changed passwords, signing out everywhere, and email verification. Every password
 * change ends the account's other sessions in the same transaction (a reset ends them all).
 */
export class Credentials {
  /** Work done after the answer was sent (a reset email), awaited on close. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly counter: RateCounter,
    private readonly mail: AccountMail,
    private readonly opts: CredentialsOptions,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  /**
   * The same work whether or not the email has an account (a lookup, a count, a fresh token and its
   * hash); the answer does not wait for the email to be queued, so known and unknown addresses answer
   * alike, in the same time.
   */
  async forgotPassword(email: string): Promise<void> {
    const [user] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt), eq(users.guest, false)))
      .limit(1);
    const { token, tokenHash } = newAccountToken();
    const counts = await this.counter.hit([`forgot:email:${email}`], HOUR_MS);
    const withinLimit = counts.get(`forgot:email:${email}`)!.hits <= this.opts.resetEmailsPerHour;
    if (!user || !withinLimit) return;
    const work = this.sendResetLink(user.id, token, tokenHash).catch((err: unknown) =>
      this.log.error({ err }, 'password reset email not queued'),
    );
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /**
   * A guest ticked "create an account with these details" (issue 34): an unverified account of her
   * name and email whose password no one knows (a hash of random bytes, so signing in to it takes as
   * long as any), and an email with a link to choose one. An email that has an account gets nothing:
   * her guest orders join it once it is verified, as every guest order does. The order's answer does
   * not wait for it (the hash takes a while); `settled()` does.
   */
  offerAccount(userName: string, email: string): void {
    const work = this.makeOfferedAccount(userName, email).catch((err: unknown) =>
      this.log.error({ err }, 'account for a guest not made'),
    );
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  private async makeOfferedAccount(userName: string, email: string): Promise<void> {
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const { token, tokenHash } = newAccountToken();
    const made = await this.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ userName, email, passwordHash, emailVerified: false })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) return false;
      await storeAccountToken(tx, user.id, 'reset-password', tokenHash);
      await enqueueEmail(tx, { to: email, ...setPasswordEmail(userName, token, this.mail.ctx) });
      return true;
    });
    if (made) this.mail.kick();
  }

  kickMail(): void {
    this.mail.kick();
  }

  /** Resolves once the reset emails accepted so far are queued (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async sendResetLink(userId: string, token: string, tokenHash: string) {
    await this.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ userName: users.userName, email: users.email, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user || user.deletedAt) return;
      await storeAccountToken(tx, userId, 'reset-password', tokenHash);
      await enqueueEmail(tx, { to: user.email, ...passwordResetEmail(user.userName, token, this.mail.ctx) });
    });
    this.mail.kick();
  }

  /**
   * Sets a new password through an emailed link. The token is used by one conditional UPDATE first, so
   * of parallel uses one goes on (and hashes); a refused password gives the token back.
   */
  async resetPassword(input: ResetPasswordInput): Promise<void> {
    hashing.assertRoom();
    const claimed = await claimAccountToken(this.db, input.token, 'reset-password');
    if (!claimed) throw new HttpError(400, MESSAGES.auth.resetLinkInvalid);
    try {
      const [user] = await this.db
        .select({ email: users.email, userName: users.userName, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, claimed.userId));
      if (!user || user.deletedAt) throw new HttpError(400, MESSAGES.auth.resetLinkInvalid);
      const problem = passwordProblem(input.password, user.email);
      if (problem) throw badPassword(problem);
      const passwordHash = await hashPassword(input.password);
      await this.db.transaction(async (tx) => {
        // A reset proves the address, so it also verifies it; an account deleted since the link was
        // claimed keeps no password.
        const [reset] = await tx
          .update(users)
          .set({ passwordHash, emailVerified: true })
          .where(and(eq(users.id, claimed.userId), isNull(users.deletedAt)))
          .returning({ id: users.id });
        if (!reset) throw new HttpError(400, MESSAGES.auth.resetLinkInvalid);
        await endSessions(tx, claimed.userId);
        await tx
          .delete(accountTokens)
          .where(and(eq(accountTokens.userId, claimed.userId), eq(accountTokens.purpose, 'reset-password')));
        await enqueueEmail(tx, { to: user.email, ...passwordChangedEmail(user.userName, this.mail.ctx) });
      });
    } catch (err) {
      await releaseAccountToken(this.db, claimed).catch(() => {});
      throw err;
    }
    this.mail.kick();
  }

  /** Changes the password of the signed-in account; its other sessions end, this one stays. */
  async changePassword(user: SessionUser, sessionToken: string, input: ChangePasswordInput): Promise<void> {
    hashing.assertRoom();
    const [row] = await this.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(input.currentPassword, row.passwordHash)))
      throw badPassword(MESSAGES.auth.currentPasswordWrong, 'currentPassword');
    if (input.currentPassword === input.newPassword)
      throw badPassword(MESSAGES.auth.samePassword, 'newPassword');
    const problem = passwordProblem(input.newPassword, user.email);
    if (problem) throw badPassword(problem, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      // Only over the hash that was checked: of two changes at once, the second is refused.
      const changed = await tx
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, user.id), eq(users.passwordHash, row.passwordHash)))
        .returning({ id: users.id });
      if (changed.length === 0) throw badPassword(MESSAGES.auth.currentPasswordWrong, 'currentPassword');
      await endSessions(tx, user.id, sessionToken);
      await tx
        .delete(accountTokens)
        .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'reset-password')));
      await enqueueEmail(tx, { to: user.email, ...passwordChangedEmail(user.userName, this.mail.ctx) });
    });
    this.mail.kick();
  }

  /** Ends every session of the account but this one. */
  async logoutAll(user: SessionUser, sessionToken: string): Promise<void> {
    await endSessions(this.db, user.id, sessionToken);
  }

  /** Queues a verification link for the account (inside the sign-up transaction, or on request). */
  async queueVerification(tx: Db, userId: string, userName: string, email: string): Promise<void> {
    const { token, tokenHash } = newAccountToken();
    await storeAccountToken(tx, userId, 'verify-email', tokenHash);
    await enqueueEmail(tx, { to: email, ...verifyEmailEmail(userName, token, this.mail.ctx) });
  }

  /**
   * Sign-up with an address that has an account: its owner is told, at most a few times a day (a
   * stranger's sign-ups must not fill her inbox); the sign-up is answered as a new one either way.
   */
  async queueAccountExists(tx: Db, owner: { userName: string; email: string }): Promise<void> {
    const told = await hitInTransaction(tx, `account-exists:${owner.email}`, DAY_MS);
    if (told > ACCOUNT_EXISTS_EMAILS_PER_DAY) return;
    await enqueueEmail(tx, { to: owner.email, ...accountExistsEmail(owner.userName, this.mail.ctx) });
  }

  /** Sends a fresh verification link to the signed-in account (the older link stops working). */
  async resendVerification(user: SessionUser): Promise<'sent' | 'already'> {
    const result = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ emailVerified: users.emailVerified })
        .from(users)
        .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
        .for('update');
      if (!row || row.emailVerified) return 'already' as const;
      await this.queueVerification(tx, user.id, user.userName, user.email);
      return 'sent' as const;
    });
    if (result === 'sent') this.mail.kick();
    return result;
  }

  /** Marks the address verified through its emailed link. */
  async verifyEmail(token: string): Promise<void> {
    const claimed = await claimAccountToken(this.db, token, 'verify-email');
    if (!claimed) throw new HttpError(400, MESSAGES.auth.verifyLinkInvalid);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ emailVerified: true })
        .where(and(eq(users.id, claimed.userId), isNull(users.deletedAt)));
      await this.opts.emailVerified?.(tx, claimed.userId);
    });
  }
}
