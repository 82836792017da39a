/** The query parameter that carries where sign-in and sign-up go back to. */
export const RETURN_TO_PARAM = 'returnTo';
/** The query parameter that carries the product a guest asked to add to her cart. */
export const PENDING_ADD_PARAM = 'add';

const MAX_RETURN_TO = 1000;

/**
 * `value` when it is a page of this shop's storefront (a path under /shop, with its query and hash);
 * else null. Refuses what could leave the shop or hide where it goes:
 * anything not starting with a single '/', '//host' and '/\host' (browsers read both as another
 * site), a scheme ('https:', 'javascript:'), backslashes, control characters and spaces, and
 * percent-encoded slashes, backslashes or dots (which a second decoding could turn into any of these),
 * and dot segments ('/shop/../admin').
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_TO) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Control characters (below U+0020, and DEL), spaces and backslashes.
  if ([...value].some((c) => c <= ' ' || c === '\u007f' || c === '\\')) return null;
  if (/%(2f|5c|2e|25|0[0-9a-f]|1[0-9a-f]|7f)/i.test(value)) return null;
  const path = value.split(/[?#]/, 1)[0]!;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return path === '/shop' || path.startsWith('/shop/') ? value : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The product id a sign-in page carries to add after signing in (a product id's form), or null. */
export function safePendingAdd(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
}

/** Where a sign-in or sign-up page goes back to, and the product it adds on the way (both checked). */
export interface SignInReturn {
  returnTo: string | null;
  add: string | null;
}

/** `page` (/auth/login or /auth/register) carrying the way back and the pending add, when there are any. */
export function authPagePath(page: '/auth/login' | '/auth/register', back: SignInReturn): string {
  if (!back.returnTo) return page;
  const add = back.add ? `&${PENDING_ADD_PARAM}=${encodeURIComponent(back.add)}` : '';
  return `${page}?${RETURN_TO_PARAM}=${encodeURIComponent(back.returnTo)}${add}`;
}

/** The sign-in page that brings a guest back to `here` (a storefront path), adding `productId` if given. */
export function signInPath(here: string, productId?: string): string {
  const returnTo = safeReturnTo(here);
  return authPagePath('/auth/login', {
    returnTo,
    add: returnTo && productId ? safePendingAdd(productId) : null,
  });
}
