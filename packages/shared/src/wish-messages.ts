// No zod here: the storefront's first download takes these (the schemas are in ./wishes.ts).

/** The wishlist and "Email me when it's back": limits and what the shopper reads. */
export const WISHES = {
  /** Saved products per account (a real wishlist is a few dozen). */
  wishlistMax: 200,
  /** An unconfirmed guest request's link works this long. */
  alertConfirmDays: 7,
  /**
   * Confirmation emails one inbox gets in a day, whoever asks and from wherever: "Email me when it's
   * back" must not become a way to fill someone's inbox.
   */
  alertConfirmEmailsPerDay: 3,
  messages: {
    saved: 'Saved to your wishlist.',
    removed: 'Removed from your wishlist.',
    /** A guest's heart (issue 34): kept in her browser until she signs in. */
    savedOnDevice: 'Saved on this device.',
    savedOnDeviceHint: 'Sign in and your saved sarees move to your account.',
    full: 'Your wishlist is full (200 sarees). Remove one to save another.',
    productNotFound: 'Product not found.',
    inStock: 'This saree is in stock now: you can order it today.',
    alertSet: "We'll email you when it's back.",
    alertConfirmSent:
      'Please check your email: confirm with the link we sent, and we will write when it is back.',
    alertPending:
      'We have already sent a confirmation link for this saree to this address: please check your email (and its spam folder). The link works for 7 days.',
    alertTooMany:
      'We have sent this address all the confirmation links we send in a day. Please confirm with one of those, or ask again tomorrow.',
    alertConfirmed: "Confirmed. We'll email you once when it's back in stock.",
    alertLinkInvalid: 'This link is invalid or has expired. Please ask again on the product page.',
  },
} as const;
