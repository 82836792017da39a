import { z } from './zod';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import { plainText } from './plain-text';

const v = MESSAGES.validation;

export const emailSchema = z
  .string({ error: v.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, v.emailInvalid)
  .pipe(z.email({ error: v.emailInvalid }));

/** A new password: the rules sign-up applies (the server adds the common-list and email checks). */
export const newPasswordSchema = z
  .string({ error: v.passwordTooShort })
  .min(LIMITS.passwordMin, v.passwordTooShort)
  .max(LIMITS.passwordMax, v.passwordTooLong);

export const registerSchema = z.object({
  userName: plainText(
    z
      .string({ error: v.userNameRequired })
      .trim()
      .min(1, v.userNameRequired)
      .max(LIMITS.userNameMax, v.userNameTooLong),
  ),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(LIMITS.passwordMax),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A password typed to prove who you are (sign-in, change, delete): any length the form accepts. */
const currentPasswordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .max(LIMITS.passwordMax, v.passwordRequired);

/**
 * A token from an emailed link: 32 random bytes in base64url (43 characters). Anything else is refused
 * before the database is asked.
 */
export const accountTokenSchema = z
  .string({ error: v.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, v.linkInvalid);

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password. */
export const resetPasswordSchema = z.object({ token: accountTokenSchema, password: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/auth/change-password. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/auth/verify-email. */
export const verifyEmailSchema = z.object({ token: accountTokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** POST /api/shop/account/delete. */
export const deleteAccountSchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
