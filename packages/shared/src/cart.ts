import { z } from './zod';

/**
 * What the cart API answers besides the spec's toasts (MESSAGES.toast): shown as the server sends them.
 * Apart from MESSAGES so the shop's first download does not carry them.
 */
export const CART_API_MESSAGES = {
  quantity: 'Quantity must be a whole number of at least 1.',
  notInCart: 'This item is not in your cart.',
} as const;

/** The most units of one product a cart line holds. */
export const CART_MAX_QUANTITY = 1000;

/** A cart line's quantity: a whole number from 1 to CART_MAX_QUANTITY. */
export const cartQuantitySchema = z
  .number({ error: CART_API_MESSAGES.quantity })
  .int(CART_API_MESSAGES.quantity)
  .min(1, CART_API_MESSAGES.quantity)
  .max(CART_MAX_QUANTITY, CART_API_MESSAGES.quantity);
