/** sessionStorage key of the listing's remembered filters (spec §3). */
export const FILTERS_STORAGE_KEY = 'filters';

/** The listing with nothing chosen: where 'All Products' and the footer's 'Products' lead. */
export const ALL_PRODUCTS_PATH = '/shop/listing';

/**
 * Forgets the listing's remembered filters, so 'All Products' shows all products instead of the
 * category viewed last (the listing restores remembered filters when its address has none).
 */
export function forgetListingFilters() {
  try {
    sessionStorage.removeItem(FILTERS_STORAGE_KEY);
  } catch {
    // storage blocked: nothing was remembered
  }
}
