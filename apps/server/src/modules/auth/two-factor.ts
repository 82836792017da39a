import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES, TWO_FACTOR_MESSAGES as M, type SessionUser } from '@resham/shared';
import type { Db } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema';
import { conflict, HttpError, unauthorized } from '../../lib/errors';
import { RetryLaterError, type RateCounter, type WindowCount } from '../../lib/rate-limit';
import { COMMAND_LINE, recordActivity, type Actor } from '../activity/record';
import type { LoginThrottle } from './login-throttle';
import { endSessions, type SessionStore } from './session-store';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';

const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Codes one password-checked sign-in may try; past them it ends and the password is asked again. */
const CODES_PER_SIGN_IN = 10;
/**
 * Codes one account may try per window from all addresses together (a right one is given back): a
 * holder of the password can no longer spread guesses over addresses and sign-ins.
 */
const CODES_PER_ACCOUNT = 20;
const CODE_WINDOW_MS = 60 * 60_000;
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Ten codes of 10 characters (~49 bits each), shown once as xxxxx-xxxxx; only their SHA-256 is kept. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = randomBytes(10);
    const code = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * Two-step sign-in for staff: enrolment (a secret confirmed by its first code), the second step of a
 * sign-in (a TOTP code, each accepted once, or a one-time recovery code), and its reset by create-admin.
 */
export class TwoFactor {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottle,
    private readonly issuer: string,
    private readonly counter: RateCounter,
  ) {}

  async isEnabled(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ on: isNotNull(users.totpSecret) })
      .from(users)
      .where(eq(users.id, userId));
    return row?.on === true;
  }

  async status(userId: string) {
    const [left] = await this.db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return { enabled: await this.isEnabled(userId), recoveryCodesLeft: left!.n };
  }

  /** A fresh secret waiting for its first code (a new set-up replaces an unconfirmed one). */
  async setup(user: SessionUser) {
    const secret = newTotpSecret();
    const [row] = await this.db
      .update(users)
      .set({ totpPendingSecret: secret })
      .where(and(eq(users.id, user.id), isNull(users.totpSecret)))
      .returning({ id: users.id });
    if (!row) throw conflict(M.alreadyOn);
    return { secret, otpauthUri: otpauthUri(secret, user.email, this.issuer) };
  }

  /** Confirms the waiting secret with a code from the app: two-step sign-in is on; recovery codes once. */
  async enable(user: SessionUser, code: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ pending: users.totpPendingSecret, on: isNotNull(users.totpSecret) })
        .from(users)
        .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
        .for('update');
      if (row?.on) throw conflict(M.alreadyOn);
      if (!row?.pending) throw new HttpError(400, M.setupFirst);
      const step = matchingStep(row.pending, code);
      if (step === null) throw new HttpError(400, M.codeWrong);
      await tx
        .update(users)
        .set({ totpSecret: row.pending, totpPendingSecret: null, totpLastStep: step })
        .where(eq(users.id, user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await tx
        .insert(recoveryCodes)
        .values(codes.map((c) => ({ userId: user.id, codeHash: hashCode(c.replace('-', '')) })));
      await recordActivity(tx, {
        actor: user,
        kind: 'two-factor.enable',
        subject: user.email,
        after: { twoFactor: true },
      });
    });
    return codes;
  }

  /**
   * The second step of a sign-in waiting on `token`: counted by the sign-in throttle before the code is
   * checked; a TOTP code is taken by one conditional UPDATE (its step must be later than the last one
   * accepted), a recovery code by one conditional UPDATE of its unused row: each works once.
   */
  async verify(token: string, code: string, ip: string): Promise<void> {
    const pending = await this.sessions.pending(token);
    if (!pending) throw unauthorized(M.noPendingSignIn);
    const sessionKey = `second-step:session:${createHash('sha256').update(token).digest('hex')}`;
    const accountKey = `second-step:account:${pending.userId}`;
    // Counted before the code is checked, in one statement (each key's row lock counts parallel
    // attempts one by one): a burst from any number of addresses gets no more checks than the caps.
    const counts = await this.counter.hit([sessionKey, accountKey], CODE_WINDOW_MS);
    if (counts.get(sessionKey)!.hits > CODES_PER_SIGN_IN) {
      await this.sessions.revoke(token);
      throw unauthorized(M.tooManyCodes);
    }
    this.refuseOverAccountCap(counts.get(accountKey)!);
    const throttleKey = `second-step:${pending.email}`;
    await this.throttle.admit(throttleKey, ip);
    const ok = /^\d{6}$/.test(code)
      ? await this.takeTotp(pending.userId, code)
      : await this.takeRecoveryCode(pending.userId, code);
    if (!ok) {
      // The last code this sign-in may try was wrong: it ends now, the password is asked again.
      if (counts.get(sessionKey)!.hits >= CODES_PER_SIGN_IN) await this.sessions.revoke(token);
      throw unauthorized(M.codeWrong);
    }
    await this.throttle.succeeded(throttleKey, ip);
    await this.counter.forgive([accountKey]);
    if (!(await this.sessions.completeSecondStep(token))) throw unauthorized(M.noPendingSignIn);
  }

  /** Turns it off for the signed-in admin, who proves it with a current code (or a recovery code). */
  async disable(user: SessionUser, code: string, ip: string): Promise<void> {
    const accountKey = `second-step:account:${user.id}`;
    this.refuseOverAccountCap((await this.counter.hit([accountKey], CODE_WINDOW_MS)).get(accountKey)!);
    const throttleKey = `second-step:${user.email}`;
    await this.throttle.admit(throttleKey, ip);
    const ok = /^\d{6}$/.test(code)
      ? await this.takeTotp(user.id, code)
      : await this.takeRecoveryCode(user.id, code);
    if (!ok) throw new HttpError(400, M.codeWrong);
    await this.throttle.succeeded(throttleKey, ip);
    await this.counter.forgive([accountKey]);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ totpSecret: null, totpPendingSecret: null }).where(eq(users.id, user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await recordActivity(tx, {
        actor: user,
        kind: 'two-factor.disable',
        subject: user.email,
        after: { twoFactor: false },
      });
    });
  }

  /** The account's codes from every address together: past the cap, refused until the hour ends. */
  private refuseOverAccountCap(count: WindowCount) {
    if (count.hits <= CODES_PER_ACCOUNT) return;
    const minutes = Math.max(1, Math.ceil(count.ttlMs / 60_000));
    throw new RetryLaterError(429, MESSAGES.auth.tooManyAttempts(minutes), Math.ceil(count.ttlMs / 1000));
  }

  private async takeTotp(userId: string, code: string): Promise<boolean> {
    const [row] = await this.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, userId));
    if (!row?.secret) return false;
    const step = matchingStep(row.secret, code);
    if (step === null) return false;
    const taken = await this.db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), lt(users.totpLastStep, step)))
      .returning({ id: users.id });
    return taken.length === 1;
  }

  private async takeRecoveryCode(userId: string, code: string): Promise<boolean> {
    const taken = await this.db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashCode(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ userId: recoveryCodes.userId });
    return taken.length === 1;
  }
}

/**
 * `npm run create-admin -- --email E --reset-2fa`: turns the account's second step off (for a lost
 * phone), deletes its recovery codes and ends its sessions, in one transaction with its log entry.
 * False when there is no such account.
 */
export async function resetSecondFactor(
  db: Db,
  email: string,
  actor: Actor = COMMAND_LINE,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: 0 })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!user) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await endSessions(tx, user.id);
    await recordActivity(tx, {
      actor,
      kind: 'two-factor.reset',
      subject: email,
      after: { twoFactor: false },
    });
    return true;
  });
}
