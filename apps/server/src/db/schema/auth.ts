import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  userName: text('user_name').notNull(),
  /** Stored trimmed and lower-cased; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  /**
   * The owner opened the link emailed to the address (or reset the password through it). Accounts
   * from before verification existed count as verified (the default); sign-up writes false.
   */
  emailVerified: boolean('email_verified').notNull().default(true),
  /**
   * A stand-in buyer for a guest cart and the orders placed from it (issue 34): no one signs in as it
   * (no password, an email at guest.invalid); its orders carry the guest's name, email and phone.
   */
  guest: boolean('guest').notNull().default(false),
  /** Set when the owner deleted the account: the row stays only as the orders' owner, emptied. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Base32 TOTP secret once two-step sign-in is on (RFC 6238); null when off. */
  totpSecret: text('totp_secret'),
  /** A secret shown for enrolment, kept until its first code confirms it. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last 30 s step whose code was accepted: a code is accepted once. */
  totpLastStep: integer('totp_last_step').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Password checked, second step (TOTP or recovery code) not yet: the session is nobody yet. */
    secondStepPending: boolean('second_step_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Single-use tokens mailed in links (password reset, email verification). Only the SHA-256 of the
 * token is stored; a token is used by one conditional UPDATE (unused, unexpired), and issuing a new one
 * deletes the account's older ones of the same purpose, so only the newest works.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset-password', 'verify-email'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** One-time recovery codes for two-step sign-in: SHA-256 of each, used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * First-run set-up links (`/admin/setup?token=…`), printed in the log while the shop has no admin: the
 * SHA-256 of each token, valid an hour, used once (issue 35).
 */
export const adminSetupTokens = pgTable(
  'admin_setup_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_setup_tokens_expires_idx').on(t.expiresAt)],
);
