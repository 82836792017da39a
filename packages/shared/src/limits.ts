/** Business constants and timings of spec §9. */
export const LIMITS = {
  taxRatePercent: 5,
  internationalShippingPaise: 300_000,
  maxAddresses: 3,
  phoneDigits: 10,
  pincodeDigits: 6,
  reviewMaxChars: 500,
  featureProducts: 8,
  /** The storefront's 'Only N left' under this many (a shopper's line; the owner's low stock is low-stock.ts). */
  onlyLeftBelow: 10,
  uploadMaxBytes: 8 * 1024 * 1024,
  uploadTimeoutMs: 180_000,
  searchMinChars: 4,
  searchDebounceMs: 800,
  filterDebounceMs: 400,
  defaultSort: 'newest',
  bannerIntervalMs: 5000,
  bannerFadeMs: 1000,
  bannerHeightPx: 600,
  mobileBreakpointPx: 768,
  cardCarouselMs: 3000,
  detailCarouselMs: 4000,
  categoryMenuCloseMs: 250,
  reviewCarouselMs: 5000,
  scrollTopAfterPx: 200,
  toastDurationMs: 5000,
  toastLimit: 1,
  userNameMax: 50,
  passwordMin: 8,
  passwordMax: 200,
  /** The largest order taken online (₹1 crore): above it, the shop takes the order in person. */
  maxOrderPaise: 1_000_000_000,
  /** The least an order paid online may cost (₹1: the payment gateway takes no less); no code goes below it. */
  minOrderPaise: 100,
  /** The most units of one product in stock (what the product form accepts). */
  maxStock: 1_000_000,
  /**
   * The largest whole number any field takes (PostgreSQL's integer): a number past it is a 400 where it
   * enters, never a database error.
   */
  maxInteger: 2_147_483_647,
} as const;

export const SORT_OPTIONS = [
  { id: 'newest', label: 'Newest' },
  { id: 'popular', label: 'Popular' },
  { id: 'price-lowtohigh', label: 'Price: Low to High' },
  { id: 'price-hightolow', label: 'Price: High to Low' },
  { id: 'title-atoz', label: 'Title: A to Z' },
  { id: 'title-ztoa', label: 'Title: Z to A' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['id'];
