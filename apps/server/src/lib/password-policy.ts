import { createRequire } from 'node:module';
import { MESSAGES } from '@resham/shared';

interface CommonList {
  test(password: string): boolean;
}
let commonList: CommonList | undefined;

/** True when the password, or its lower-case form, is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  // Mozilla's list of the 50,000 most common passwords of 8 characters or more (Firefox Accounts),
  // loaded on first use (about 70 ms).
  commonList ??= createRequire(import.meta.url)('fxa-common-password-list') as CommonList;
  return commonList.test(password) || commonList.test(password.toLowerCase());
}

/**
 * Why a new password is refused, or null when it is fine: the zod schema already checked its length;
 * this adds what needs the server (the list is too large to ship to the browser) or the email.
 */
export function passwordProblem(password: string, email: string): string | null {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (candidate === address || candidate === localPart) return MESSAGES.validation.passwordIsEmail;
  if (isCommonPassword(password) || isCommonPassword(password.trim()))
    return MESSAGES.validation.passwordCommon;
  return null;
}
