// What a product card, the listing and the home page say: apart from MESSAGES so the pages shoppers
// land on load these strings without every other message.
import { formatCount } from './money';

/** The cart and add-to-cart. */
export const CART_MESSAGES = {
  title: 'Your Cart',
  empty: 'Your cart is empty.',
  addToCart: 'Add to cart',
  outOfStock: 'Out Of Stock',
  deleted: 'No longer available',
  onlyLeft: (n: number) => `Only ${n} left: please reduce the quantity`,
  removeUnavailable: 'Remove the items that are no longer available to check out.',
  checkout: 'Checkout',
  /** The drawer's figure is the items with their GST (the checkout splits it into subtotal and tax). */
  totalInclGst: 'Total (incl. GST)',
  /** The checkout's and the order details' subtotal: the items before GST. */
  subtotalBeforeGst: 'Subtotal (before GST)',
};

/** Product cards, listing and search. */
export const STOREFRONT_MESSAGES = {
  sale: 'Sale',
  outOfStock: 'Out Of Stock',
  onlyLeft: (n: number) => `Only ${n} left`,
  searchPlaceholder: 'Search for products, categories, brands...',
  searchResults: (n: number, keyword: string) =>
    `Showing ${formatCount(n)} result${n === 1 ? '' : 's'} for "${keyword}"`,
  /** The listing's true total: '5,000 Products' (Indian digit grouping: '1,00,000'). */
  productCount: (n: number) => `${formatCount(n)} ${n === 1 ? 'Product' : 'Products'}`,
  shownOf: (shown: number, total: number) => `Showing ${formatCount(shown)} of ${formatCount(total)}`,
  loadMore: 'Load more',
  loadMoreFailed: 'We could not load more products. Please try again.',
  noResults: 'No results found',
  noResultsHint: 'Try a different keyword or check your spelling.',
  loadFailed: 'We could not load the products. Please check your connection and try again.',
  retry: 'Retry',
  /** The home page's section of the owner's chosen products, and its name on Admin → Products. */
  featuredProducts: 'Featured products',
  videoUnavailable: 'Video Unavailable',
  watchOnYoutube: 'Watch on YouTube',
};
