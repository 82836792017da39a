import { z } from '../zod';

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user (spec §3 User) as sign-in and the session check return it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login. */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/check-auth. */
export const checkAuthResponseSchema = z.object({ success: z.literal(true), user: sessionUserSchema });
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;
