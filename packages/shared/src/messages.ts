import { ERROR_MESSAGES, PAGE_MESSAGES, WEB_MESSAGES } from './shell-messages';
import { CART_MESSAGES, STOREFRONT_MESSAGES } from './storefront-messages';

/** "45 seconds", "1 minute", "15 minutes": a wait rounded up to whole minutes past a minute. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Every user-facing string the spec fixes, in one place for server and web. */
export const MESSAGES = {
  auth: {
    // The same words for a new account (signed in at once) and for an email that already has one (not
    // signed in; its owner is told by email): the web app says which by asking check-auth (issue 34).
    registered: 'Thank you. We have sent a message to your email address: please read it.',
    loggedIn: 'Logged in successfully',
    loggedOut: 'Logged out successfully',
    invalidCredentials: 'Incorrect email or password. Please try again.',
    notSignedIn: 'Please sign in to continue.',
    forbidden: "You don't have access to this resource.",
    tooManyAttempts: (minutes: number) =>
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    crossSite: 'Cross-site requests are not allowed.',
    /** A per-client limit (sign-up, sign-in, search, reviews, orders) was reached. */
    tooManyRequests: (seconds: number) =>
      `You have sent too many requests. Please wait ${waitText(seconds)} and try again.`,
    /** Password checks are queued to the limit: the server asks the client to come back shortly. */
    busy: 'We are handling a lot of sign-ins right now. Please try again in a few seconds.',
    /** The same answer whether or not an account has the email (no enumeration). */
    resetRequested:
      'If an account exists for that email, we have sent a link to reset its password. The link works for 30 minutes.',
    passwordReset: 'Your password has been reset. Please sign in with your new password.',
    resetLinkInvalid:
      'This reset link is invalid, has expired or has already been used. Please ask for a new one.',
    passwordChanged: 'Your password has been changed. You have been signed out on your other devices.',
    currentPasswordWrong: 'Your current password is incorrect.',
    samePassword: 'Your new password must be different from your current one.',
    loggedOutEverywhere: 'You have been signed out on every other device.',
    emailVerified: 'Thank you, your email address is verified.',
    verifyLinkInvalid: 'This verification link is invalid, has expired or has already been used.',
    verificationSent: 'We have sent a new verification link to your email address.',
    alreadyVerified: 'Your email address is already verified.',
  },
  account: {
    deleted: 'Your account has been deleted. We are sorry to see you go.',
    passwordWrong: 'The password is incorrect. Your account was not deleted.',
    orderInFlight:
      'You have an order on its way. Your account can be deleted once every order has been delivered or cancelled.',
    unpaidOrder:
      'You have an order waiting for payment. Please pay for it or wait for it to lapse (up to 30 minutes), then try again.',
    lastAdmin: 'This is the only admin account. Make another admin first, then delete this one.',
    /** The name shown on reviews of a deleted account. */
    anonymousReviewer: 'A customer',
  },
  validation: {
    userNameRequired: 'Please enter a user name.',
    userNameTooLong: 'User name must be at most 50 characters.',
    emailInvalid: 'Please enter a valid email address.',
    passwordTooShort: 'Password must be at least 8 characters.',
    passwordTooLong: 'Password must be at most 200 characters.',
    passwordRequired: 'Please enter your password.',
    passwordCommon: 'This password is too common and easy to guess. Please choose another.',
    passwordIsEmail: 'Your password must not be your email address. Please choose another.',
    linkInvalid: 'This link is invalid. Please use the link from the email exactly as it was sent.',
  },
  errors: ERROR_MESSAGES,
  pages: PAGE_MESSAGES,
  toast: {
    guestCart: {
      title: 'Please login to add items to cart',
      description: 'You need to be logged in to add items to your cart',
    },
    guestManageCart: {
      title: 'Please login to manage your cart',
      description: 'You need to be logged in to update cart items or remove cart items',
    },
    stockExceeded: (n: number) => `Only ${n} quantity can be added for this item`,
    cartEmpty: 'Your cart is empty. Please add items to proceed',
    noAddress: 'Please select one address to proceed.',
    addressLimit: 'You can add max 3 addresses',
    productAdded: 'Product add successfully',
    cartUpdated: 'Cart item is updated successfully',
    cartDeleted: 'Cart item is deleted successfully',
    addedToCart: 'Product is added to cart',
    removedFromCart: 'Removed from cart',
    addressAdded: 'Address added successfully',
    addressUpdated: 'Address updated successfully',
    addressDeleted: 'Address deleted successfully',
    reviewThanks: 'Thank you for your review!',
    reviewFailed: 'Failed to submit review.',
    invoiceDownloaded: 'Invoice downloaded successfully',
    invoiceError: 'Error downloading invoice',
    invoiceNoIds: 'Order ID or user ID not available.',
    invoiceFailed: 'Failed to download invoice. Please try again.',
    invoiceUnavailable: 'Invoice not available',
    invoiceCheckOrders: 'Please check your orders page to download the invoice.',
  },
  cart: CART_MESSAGES,
  checkout: {
    title: 'Checkout',
    selectAddress: 'Please select an address to proceed',
    /** The pay button before the total is known (it is disabled then). */
    payButton: 'Pay',
    /** The pay button: the total she pays. */
    payAmount: (amount: string) => `Pay ${amount}`,
    /** Under the pay button: the ways the payment window offers. */
    payMethods: 'UPI, cards and net banking accepted',
    processing: 'Processing your payment...',
    verifying: 'Confirming your payment...',
    retry: 'Retry payment',
    payPendingTitle: 'Complete your payment',
    payPendingText: 'This order is waiting for payment. Its items are held for you until the time shown.',
    paymentDismissed: (minutes: number) =>
      `Payment not completed. Your order is saved as pending: you can pay for it from your account page. We hold its items for ${minutes} minutes.`,
    paymentFailed: 'The payment did not go through. Your order is saved; you can retry the payment.',
    scriptFailed: 'Could not load the payment window. Please check your connection and try again.',
    simulatedDecline: 'The bank declined this test payment.',
    /** Shown beside the pay button while the built-in simulated gateway takes payments. */
    simulatedNotice: 'Demo shop: payments are simulated and no money is taken.',
  },
  orders: {
    empty: 'You have not placed any orders yet.',
    noItems: 'No items found in this order',
    downloading: 'Downloading...',
    paymentSuccessTitle: 'Payment Successful!',
    paymentSuccessText: 'Thank you for your purchase. Your order has been placed successfully.',
  },
  adminCatalog: {
    /** After a stock conflict, when the admin had typed a stock figure of their own. */
    stockKept: (typed: string) => `Your figure (${typed}) is kept: saving sets the stock to ${typed}.`,
  },
  web: WEB_MESSAGES,
  storefront: STOREFRONT_MESSAGES,
} as const;
