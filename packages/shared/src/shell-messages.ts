// The few strings the app shell needs on every page live apart from MESSAGES, so the storefront's
// entry chunk carries them without every other message.
/** Generic API errors. */
export const ERROR_MESSAGES = {
  notFound: 'Not found',
  badJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  generic: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable.',
  /** The database connection was lost mid-request (a restart or failover): nothing was saved by it. */
  databaseUnavailable: 'The shop lost its connection to the database for a moment. Please try again.',
  nulCharacter: 'The request contains a NUL character (\\u0000), which is not allowed in any field.',
  malformedText:
    'The request contains malformed text (half of a surrogate pair, such as \\ud800), which is not allowed in any field.',
  badMultipart: 'The upload could not be read. Please choose the images again and retry.',
};

/** Titles of the fixed pages (not found, no access, route error). */
export const PAGE_MESSAGES = {
  notFound: "page doesn't exists",
  unauth: "You don't have access to view this page",
  routeError: 'Unexpected Application Error!',
  paypalReturn: 'Processing Payment...Please wait!',
};

/** Strings only the web app shows (network failure and the like). */
export const WEB_MESSAGES = {
  network: 'Could not reach the server. Please check your connection and try again.',
  logoutFailed: 'Could not sign you out. Please try again.',
  cartLater: 'Your cart will appear here soon.',
};
