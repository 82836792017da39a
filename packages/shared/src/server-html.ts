// What the server's HTML and the web app's first render must agree on: the ids of the data blocks the
// server writes into a page (the API's answer the page needs) and the app adopts instead of asking.

/**
 * The id of the data block the server writes into a product page's HTML (the product, as the API
 * sends it) and the web app reads for its first render.
 */
export const PRODUCT_DATA_ID = 'resham-product';

/** The home page's banner list: GET /api/common/feature/get's answer, as it sends it. */
export const BANNERS_DATA_ID = 'resham-banners';

/**
 * The plain listing's (/shop/listing, nothing in its address) first page: the answer of
 * pagePath(`/api/shop/products/get?sortBy=${LIMITS.defaultSort}`, 1), as the API sends it.
 */
export const LISTING_DATA_ID = 'resham-listing';

/**
 * `sizes` of a card image in the listing's and search's grids (two a row on a phone): the server
 * preloads the listing's first card image with the card's srcset and these sizes, so the browser
 * fetches the file the card then shows.
 */
export const TWO_UP_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw';
