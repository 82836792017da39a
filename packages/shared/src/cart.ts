import { z } from './zod';

/**
 * What the cart API answers besides the spec's toasts (MESSAGES.toast): shown as the server sends them.
 * Apart from MESSAGES so the shop's first download does not carry them.
 */
export const CART_API_MESSAGES = {
  quantity: 'Quantity must be a whole number of at least 1.',
  notInCart: 'This item is not in your cart.',
} as const;

/** The owner id a guest's cart answers with, and the one the app sends for it (issue 34). */
export const GUEST_CART_OWNER = 'guest';

/**
 * A readable hint beside the guest cart's HttpOnly cookie: with it, the app asks for the guest's cart;
 * without it (most visitors) no call is made. It proves nothing: the cart's own cookie decides.
 */
export const GUEST_CART_HINT_COOKIE = 'resham_has_cart';

/** The most units of one product a cart line holds. */
export const CART_MAX_QUANTITY = 1000;

/** A cart line's quantity: a whole number from 1 to CART_MAX_QUANTITY. */
export const cartQuantitySchema = z
  .number({ error: CART_API_MESSAGES.quantity })
  .int(CART_API_MESSAGES.quantity)
  .min(1, CART_API_MESSAGES.quantity)
  .max(CART_MAX_QUANTITY, CART_API_MESSAGES.quantity);
