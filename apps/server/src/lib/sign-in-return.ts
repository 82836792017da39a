import { PENDING_ADD_PARAM, RETURN_TO_PARAM, safePendingAdd, safeReturnTo } from '@resham/shared';

/** The pages that send a shopper back where she came from after signing in or up. */
const SIGN_IN_PAGES = new Set(['/auth/login', '/auth/register']);

/**
 * Where to send a browser asking for a sign-in page whose `returnTo` is not a page of this shop (or
 * whose pending add is not a product id): the same page without them. Null when `url` may be served as
 * it is. The web app checks the same again before following `returnTo`.
 */
export function signInPageRedirect(url: string): string | null {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  if (at === -1 || !SIGN_IN_PAGES.has(path.toLowerCase().replace(/\/+$/, ''))) return null;
  const params = new URLSearchParams(url.slice(at + 1));
  const returnTo = params.getAll(RETURN_TO_PARAM);
  const add = params.getAll(PENDING_ADD_PARAM);
  const returnOk = returnTo.length === 0 || (returnTo.length === 1 && safeReturnTo(returnTo[0]) !== null);
  const addOk =
    add.length === 0 || (add.length === 1 && returnTo.length === 1 && safePendingAdd(add[0]) !== null);
  if (returnOk && addOk) return null;
  if (!returnOk) params.delete(RETURN_TO_PARAM);
  params.delete(PENDING_ADD_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
