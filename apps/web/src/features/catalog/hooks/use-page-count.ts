import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LISTING_PAGE } from '@resham/shared';

/** `?page=3` → 3; anything else (absent, 0, 'x', past the last allowed page) → 1. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 && page <= LISTING_PAGE.maxPage ? page : 1;
}

/** `search` with its page count set to `pages` (none for 1), the rest of the query kept as written. */
export function searchWithPage(search: string, pages: number): string {
  // By hand, not through URLSearchParams: that would rewrite the rest of the query ('a,b' as 'a%2Cb').
  const rest = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part && !/^page(=|$)/.test(part));
  if (pages > 1) rest.push(`page=${pages}`);
  return rest.length ? `?${rest.join('&')}` : '';
}

/**
 * Writes the page count into the address (`?page=3`, none for 1) in place: a reload or coming back
 * restores that many pages. It goes straight to history, not through the router, so the router does
 * not treat 'Load more' as a new page (which would scroll to the top); router state is kept as it is.
 */
function writePageToUrl(pages: number) {
  const { pathname, search, hash } = window.location;
  const next = `${pathname}${searchWithPage(search, pages)}${hash}`;
  if (next !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', next);
}

/**
 * How many pages of the list named `list` (its filters, sort or keyword) are shown: from the address on
 * entry, one more per 'Load more', back to 1 when the list changes.
 */
export function usePageCount(list: string) {
  const { pathname, search } = useLocation();
  const [state, setState] = useState(() => ({ list, pages: pageFromSearch(search) }));
  const pages = state.list === list ? state.pages : 1;
  useEffect(() => writePageToUrl(pages), [pages, list]);
  const loadMore = useCallback(() => setState({ list, pages: pages + 1 }), [list, pages]);
  // The next page's address: 'Load more' is a link to it, which the server renders without JavaScript.
  const nextPageHref = `${pathname}${searchWithPage(search, pages + 1)}`;
  return { pages, loadMore, nextPageHref };
}
