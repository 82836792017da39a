import { z } from '../zod';

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user (spec §3 User) as sign-in and the session check return it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Staff only: two-step sign-in is on for this account. */
  twoFactor: z.boolean().optional(),
  /** Staff only: ADMIN_2FA_REQUIRED and not set up yet, so only the set-up page is open. */
  mustEnrolTwoFactor: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login. */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
  /** The password was right; a code from the authenticator app (POST /api/auth/2fa/verify) finishes it. */
  secondStep: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/check-auth. */
export const checkAuthResponseSchema = z.object({ success: z.literal(true), user: sessionUserSchema });
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;
