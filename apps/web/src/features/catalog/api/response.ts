// The storefront's calls live in one file per page (home, listing, search, product), so each page's first
// load carries only its own fetchers and query hooks (see the size budget in apps/web/scripts/shell-size.mjs).

/** The API's `{ success, data }` answer (spec §7). */
export interface DataResponse<T> {
  success: boolean;
  data: T;
}
