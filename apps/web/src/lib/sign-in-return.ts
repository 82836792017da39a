import {
  PENDING_ADD_PARAM,
  RETURN_TO_PARAM,
  safePendingAdd,
  safeReturnTo,
  type SignInReturn,
} from '@resham/shared';

export { authPagePath, signInPath, type SignInReturn } from '@resham/shared';

/** The sign-in and sign-up pages' `returnTo` and `add`, each only if it is safe (as the server checks). */
export function readSignInReturn(search: string): SignInReturn {
  const params = new URLSearchParams(search);
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  return { returnTo, add: returnTo ? safePendingAdd(params.get(PENDING_ADD_PARAM)) : null };
}
