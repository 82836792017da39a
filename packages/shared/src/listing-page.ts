/**
 * Paging of the shop's product listing and search (an addition to the spec's API; no zod here, so the
 * web app can import these numbers without pulling validators into its first download).
 *
 * Contract
 *   GET /api/shop/products/get?category=&subcategory=&sortBy=[&page=&pageSize=]
 *   GET /api/shop/search/{keyword}[?page=&pageSize=]
 *   (both also take the filters of listing-filters.ts: fabric, colour, weave, occasion, priceMin,
 *   priceMax, and sortBy: newest (the listing's default), popular, price and title; search without
 *   one ranks by relevance)
 *
 * - Without `page` and without `pageSize`: the spec's answer, unchanged: `{ success: true, data }` with
 *   every matching product (search: the best 60 matches).
 * - With either of them: one page, `{ success: true, data, total, page, pageSize }`
 *   (`ProductListPageResponse`), where `total` is the number of ALL matching products (search: all
 *   matches, not capped at 60), `page` and `pageSize` the ones used.
 *   - `page`: whole number, 1-based, default 1, at most LISTING_PAGE.maxPage. A page past the end
 *     answers `data: []` with the true `total`.
 *   - `pageSize`: whole number from 1 to LISTING_PAGE.maxSize (48), default LISTING_PAGE.defaultSize (24).
 *   - Anything else (0, -1, 2.5, 'abc', '', pageSize 49) → 400 `{ success: false, message, issues }`.
 * - Items are the same Product objects as the unpaged answer, in the same order for the same
 *   `sortBy` (ties broken by title or date, then id, so pages never overlap or skip). Search pages
 *   without a sort are in relevance order.
 * - Filters and sort work exactly as without paging; `category`/`subcategory` are comma lists of names.
 */
export const LISTING_PAGE = {
  defaultSize: 24,
  maxSize: 48,
  maxPage: 10_000,
  /** The unpaged search answers at most this many (best first). */
  searchUnpagedMax: 60,
} as const;

/**
 * `path` (a listing or search URL, with or without a query) asking for one page: the web app's
 * requests, and the server's preload of the plain listing's first page, which must be the same URL.
 */
export function pagePath(path: string, page: number, pageSize: number = LISTING_PAGE.defaultSize): string {
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=${pageSize}`;
}
