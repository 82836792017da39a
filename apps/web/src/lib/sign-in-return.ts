import { PENDING_ADD_PARAM, RETURN_TO_PARAM, safePendingAdd, safeReturnTo } from '@resham/shared';

/** Where a sign-in or sign-up page goes back to, and the product it adds on the way (both checked). */
export interface SignInReturn {
  returnTo: string | null;
  add: string | null;
}

/** The sign-in and sign-up pages' `returnTo` and `add`, each only if it is safe (as the server checks). */
export function readSignInReturn(search: string): SignInReturn {
  const params = new URLSearchParams(search);
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  return { returnTo, add: returnTo ? safePendingAdd(params.get(PENDING_ADD_PARAM)) : null };
}

/** `page` (/auth/login or /auth/register) carrying the way back and the pending add, when there are any. */
export function authPagePath(page: '/auth/login' | '/auth/register', back: SignInReturn): string {
  if (!back.returnTo) return page;
  const params = new URLSearchParams({ [RETURN_TO_PARAM]: back.returnTo });
  if (back.add) params.set(PENDING_ADD_PARAM, back.add);
  return `${page}?${params.toString()}`;
}

/** The sign-in page that brings a guest back to `here` (a storefront path), adding `productId` if given. */
export function signInPath(here: string, productId?: string): string {
  const returnTo = safeReturnTo(here);
  return authPagePath('/auth/login', {
    returnTo,
    add: returnTo && productId ? safePendingAdd(productId) : null,
  });
}
