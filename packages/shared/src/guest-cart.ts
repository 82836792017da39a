// Names the server and the app share for a guest's cart (issue 34). No schema here: the header's cart
// count, in the shop's first download, reads them.

/** The owner id a guest's cart answers with, and the one the app sends for it (issue 34). */
export const GUEST_CART_OWNER = 'guest';

/**
 * A readable hint beside the guest cart's HttpOnly cookie: with it, the app asks for the guest's cart;
 * without it (most visitors) no call is made. It proves nothing: the cart's own cookie decides.
 */
export const GUEST_CART_HINT_COOKIE = 'resham_has_cart';
