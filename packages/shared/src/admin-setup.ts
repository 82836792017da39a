import { z } from './zod';
import { accountTokenSchema, registerSchema } from './auth';

// The first run (issue 35): while the shop has no admin, the running server prints a one-time set-up
// link, `/admin/setup?token=…`, valid an hour, that creates the owner's account.

/** How long a set-up link works. */
export const ADMIN_SETUP_LINK_MINUTES = 60;

export const ADMIN_SETUP_MESSAGES = {
  /** The start-up log line (the link follows it). */
  logLine: (url: string, minutes: number) =>
    `First run: the shop has no admin yet. Open this link within ${minutes} minutes to create the owner's account (it works once): ${url}`,
  linkUnknown: 'This set-up link is not valid. Please copy the whole link from the shop’s log.',
  linkUsed: 'This set-up link has already been used. Sign in with the owner’s account.',
  linkExpired:
    'This set-up link has expired. The shop prints a new one in its log every hour while it has no admin; or run npm run create-admin.',
  adminExists: 'The shop already has an admin. Sign in, or ask the owner to add you.',
  emailTaken:
    'An account with this email already exists. Use another email, or make that account the owner with npm run create-admin.',
  created: 'The owner’s account is ready. Sign in with its email and password.',
} as const;

/** POST /api/auth/admin-setup/check: is this link still good? */
export const adminSetupCheckSchema = z.object({ token: accountTokenSchema });

/** POST /api/auth/admin-setup: the owner's name, email and password (sign-up's rules), with the link's token. */
export const adminSetupSchema = registerSchema.extend({ token: accountTokenSchema });
export type AdminSetupInput = z.input<typeof adminSetupSchema>;

export const adminSetupCheckResponseSchema = z.object({
  success: z.literal(true),
  /** When the link stops working (ISO). */
  expiresAt: z.string(),
});
export type AdminSetupCheckResponse = z.infer<typeof adminSetupCheckResponseSchema>;
