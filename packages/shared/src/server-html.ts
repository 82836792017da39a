// What the server's HTML and the web app's first render must agree on.

/**
 * The id of the data block the server writes after a page it rendered: TanStack Query's dehydrated
 * state (the API answers the page was rendered from), which the web app hydrates before its first
 * render, so that render is the server's HTML and asks the API nothing.
 */
export const PAGE_STATE_ID = 'resham-state';

/**
 * `sizes` of a card image in the listing's and search's grids (two a row on a phone), the same in the
 * server's HTML and in the browser.
 */
export const TWO_UP_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw';
