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

export const registerSchema = z.object({
  userName: plainText(
    z
      .string({ error: v.userNameRequired })
      .trim()
      .min(1, v.userNameRequired)
      .max(LIMITS.userNameMax, v.userNameTooLong),
  ),
  email: emailSchema,
  password: z
    .string({ error: v.passwordTooShort })
    .min(LIMITS.passwordMin, v.passwordTooShort)
    .max(LIMITS.passwordMax, v.passwordTooLong),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(LIMITS.passwordMax),
});
export type LoginInput = z.infer<typeof loginSchema>;
