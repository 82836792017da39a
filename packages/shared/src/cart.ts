/**
 * What the cart API answers besides the spec's toasts (MESSAGES.toast): shown as the server sends them.
 * Apart from MESSAGES so the shop's first download does not carry them.
 */
export const CART_API_MESSAGES = {
  quantity: 'Quantity must be a whole number of at least 1.',
  notInCart: 'This item is not in your cart.',
} as const;
