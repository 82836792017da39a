import { isSearchable } from '../../features/catalog/api/search';
import { prefetchPagedList } from '../../features/catalog/api/paged-prefetch';
import { pageFromSearch } from '../../features/catalog/hooks/use-page-count';
import { withConfig, type ServerPage } from '../../app/server-page';

/** As pages/shop/search.tsx asks (one list whatever the letter case); the page shows the keyword as typed. */
function searchOf(search: string) {
  const typed = new URLSearchParams(search).get('keyword') ?? '';
  const keyword = typed.trim().toLowerCase();
  const list = isSearchable(keyword) ? `/api/shop/search/${encodeURIComponent(keyword)}` : null;
  return { typed, list, pages: pageFromSearch(search) };
}

/** /shop/search on the server: the results' pages, when the keyword is long enough to search. */
export const page: ServerPage = {
  key: (_params, search) => {
    const { typed, list, pages } = searchOf(search);
    return `search ${JSON.stringify(typed)} ${list ? pages : ''}`;
  },
  load: (client, _params, search) => {
    const { list, pages } = searchOf(search);
    return withConfig(client, list ? prefetchPagedList(client, list, pages) : Promise.resolve());
  },
};
