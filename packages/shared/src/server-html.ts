/**
 * The id of the data block the server writes into a product page's HTML (the product, as the API
 * sends it) and the web app reads for its first render.
 */
export const PRODUCT_DATA_ID = 'resham-product';
