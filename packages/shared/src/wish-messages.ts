// No zod here: the storefront's first download takes these (the schemas are in ./wishes.ts).

/** The wishlist and "Email me when it's back": limits and what the shopper reads. */
export const WISHES = {
  /** Saved products per account (a real wishlist is a few dozen). */
  wishlistMax: 200,
  /** An unconfirmed guest request's link works this long. */
  alertConfirmDays: 7,
  messages: {
    saved: 'Saved to your wishlist.',
    removed: 'Removed from your wishlist.',
    full: 'Your wishlist is full (200 sarees). Remove one to save another.',
    productNotFound: 'Product not found.',
    inStock: 'This saree is in stock now: you can order it today.',
    alertSet: "We'll email you when it's back.",
    alertConfirmSent:
      'Please check your email: confirm with the link we sent, and we will write when it is back.',
    alertConfirmed: "Confirmed. We'll email you once when it's back in stock.",
    alertLinkInvalid: 'This link is invalid or has expired. Please ask again on the product page.',
  },
} as const;
