import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoaderCircle, Search, X } from 'lucide-react';
import { LIMITS, MESSAGES, nearestNames, type Product, type SortOption } from '@resham/shared';
import { PaisleyMark } from '../../components/brand/paisley-mark';
import { buttonClasses } from '../../components/ui/button-classes';
import { cn } from '../../lib/cn';
import { useHydrating } from '../../lib/hydration';
import { listingPathFor, useCategories } from '../../features/categories/api';
import { usePagedProducts } from '../../features/catalog/api/paged';
import { isSearchable } from '../../features/catalog/api/search';
import { searchQuery } from '../../features/catalog/api/listing';
import { FilterChips } from '../../features/catalog/components/filter-chips';
import { SortForm } from '../../features/catalog/components/sort-form';
import {
  chosenCount,
  filtersFromSearch,
  searchFromFilters,
  sortFromSearch,
  toggleFilter,
  withPrice,
  type Filters,
} from '../../features/catalog/filters';
import { TWO_UP_IMAGE_SIZES } from '../../features/catalog/components/product-card';
import { SEARCH_COLUMNS } from '../../features/catalog/components/product-card-skeleton';
import { LoadMore } from '../../features/catalog/components/load-more';
import { ProductGrid } from '../../features/catalog/components/product-grid';
import { preloadProductDialog, ProductQuickView } from '../../features/catalog/components/product-quick-view';
import { pageFromSearch, usePageCount } from '../../features/catalog/hooks/use-page-count';
import { prefetchPagedList } from '../../features/catalog/api/paged-prefetch';
import { useCardControls } from './card-controls';
import { withConfig, type ServerPage } from '../../app/server-page';

const FilterSheet = lazy(() => import('../../features/catalog/components/filter-sheet'));
const ProductReviews = lazy(() =>
  import('../../features/reviews/components/product-reviews').then((m) => ({ default: m.ProductReviews })),
);

const SUGGESTIONS = ['Kanchipuram', 'Organza', 'Kalamkari', 'Linen', 'Terracotta'];
const renderReviews = (product: Product) => <ProductReviews productId={product._id} />;

/**
 * An empty result: the categories nearest the words (after the trade's spellings) and the whole
 * catalogue. The names come after hydration (the server's HTML has the link alone, as the browser's
 * first render does).
 */
function NoResults({ keyword }: { keyword: string }) {
  const hydrating = useHydrating();
  const { categories } = useCategories();
  const nearest = hydrating
    ? []
    : nearestNames(
        keyword,
        categories.map((c) => c.name),
      );
  return (
    <div className="grid justify-items-center gap-3 py-12 text-center">
      <PaisleyMark className="h-12 w-10 text-gold-500" />
      <p className="font-serif text-xl font-semibold text-maroon-900">{MESSAGES.storefront.noResults}</p>
      <p className="text-sm text-muted">{MESSAGES.storefront.noResultsHint}</p>
      {nearest.length ? (
        <nav aria-label="Nearest categories" className="grid justify-items-center gap-2">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
            Perhaps one of these
          </p>
          <ul className="flex flex-wrap justify-center gap-2">
            {nearest.map((name) => (
              <li key={name}>
                <Link
                  to={listingPathFor(name)}
                  className="inline-block rounded-full border border-maroon-200 bg-white px-3 py-1.5 text-sm text-maroon-900 hover:border-maroon-400 hover:bg-maroon-50"
                >
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Link to="/shop/listing" className={buttonClasses('primary', 'touch', 'mt-2')}>
        Browse all products
      </Link>
    </div>
  );
}

/** A search narrows by a saree's details and price (issue 36): the listing's filters but collections. */
function narrowingFromSearch(search: string): Filters {
  const { category: _category, subcategory: _subcategory, ...narrowing } = filtersFromSearch(search);
  return narrowing;
}

/** The search page's address: the keyword, its filters and its sort (none: best match first). */
const searchPageSearch = (keyword: string, filters: Filters, sort: SortOption | null) => {
  const rest = searchFromFilters(filters, sort).replace(/^\?/, '');
  const parts = [keyword ? `keyword=${encodeURIComponent(keyword)}` : '', rest].filter(Boolean);
  return parts.length ? `?${parts.join('&')}` : '';
};

/** The search call for a keyword (lower case: one list whatever the case), its filters and sort. */
function searchList(keyword: string, filters: Filters, sort: SortOption | null): string {
  const query = searchQuery(filters, sort);
  return `/api/shop/search/${encodeURIComponent(keyword)}${query ? `?${query}` : ''}`;
}

/**
 * Spec §2/§4 Search: runs 800 ms after typing stops, for more than 3 characters; `keyword` in the URL,
 * with the filters and sort (issue 36).
 */
export default function SearchPage() {
  const { renderAction, renderWish } = useCardControls();
  const { search: address } = useLocation();
  const navigate = useNavigate();
  const typed = new URLSearchParams(address).get('keyword') ?? '';
  const narrowing = useMemo(() => narrowingFromSearch(address), [address]);
  const sort = sortFromSearch(address, null);
  const go = (keyword: string, filters: Filters, nextSort: SortOption | null) =>
    void navigate({ search: searchPageSearch(keyword, filters, nextSort) }, { replace: true });
  const [text, setText] = useState(typed);
  const [sheet, setSheet] = useState<'closed' | 'open' | 'unused'>('unused');
  const [selected, setSelected] = useState<Product | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const searchFor = (value: string) => {
    setText(value);
    inputRef.current?.focus();
  };

  // Once typing pauses for 800 ms the URL's keyword follows the text, and the search runs on it.
  useEffect(() => {
    if (text === typed) return;
    const timer = setTimeout(
      () => void navigate({ search: searchPageSearch(text, narrowing, sort) }, { replace: true }),
      LIMITS.searchDebounceMs,
    );
    return () => clearTimeout(timer);
  }, [text, typed, navigate, narrowing, sort]);

  // Shorter text clears the results at once; longer text is searched once typing pauses.
  const searchable = isSearchable(text) && isSearchable(typed);
  // Search ignores letter case: 'Silk' and 'silk' are one list (one request, one set of pages).
  const keyword = typed.trim().toLowerCase();
  // Pages of 24 (issue 9): 'Load more' adds one; ?page=3 in the address restores three.
  const list = searchList(keyword, narrowing, sort);
  const { pages, loadMore, nextPageHref } = usePageCount(list);
  const search = usePagedProducts(searchable ? list : null, pages);
  const chosen = chosenCount(narrowing);
  const { products: results, total, isDone, failed, retry } = search;
  const waiting = isSearchable(text) && (text !== typed || search.isLoading || search.isUpdating);
  const showResults = searchable && !waiting && isDone;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:px-8 md:py-12">
      <div className="mx-auto grid max-w-3xl gap-6 text-center">
        <h1 className="text-3xl font-semibold text-maroon-900 md:text-4xl">Search Products</h1>
        {/* A GET form: without JavaScript, Enter asks the server for the results page. */}
        <form
          role="search"
          method="get"
          action="/shop/search"
          onSubmit={(event) => event.preventDefault()}
          className="relative"
        >
          {waiting ? (
            <LoaderCircle
              role="status"
              aria-label="Searching"
              className="absolute top-1/2 left-3.5 size-5 -translate-y-1/2 animate-spin text-maroon-700"
            />
          ) : (
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-maroon-700"
            />
          )}
          <input
            ref={inputRef}
            type="search"
            name="keyword"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={MESSAGES.storefront.searchPlaceholder}
            aria-label="Search products"
            // A search page is visited to type into its box.
            autoFocus
            className={cn(
              'h-14 w-full rounded-full border border-gold-500/60 bg-white pl-11 text-base text-ink shadow-sm placeholder:text-stone-500 focus-visible:border-maroon-700 max-sm:placeholder:text-[15px] [&::-webkit-search-cancel-button]:appearance-none',
              text ? 'pr-12' : 'pr-3',
            )}
          />
          {text ? (
            <button
              type="button"
              onClick={() => searchFor('')}
              className="absolute top-1/2 right-3 grid size-8 -translate-y-1/2 place-items-center rounded-full text-stone-600 hover:bg-maroon-50 hover:text-maroon-900"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Clear the search</span>
            </button>
          ) : null}
        </form>
        <p className="text-sm text-muted" aria-live="polite">
          {showResults && results.length && !failed
            ? MESSAGES.storefront.searchResults(total, typed.trim())
            : isSearchable(text)
              ? ''
              : 'Type at least 4 characters to search our sarees, dupattas, jewellery and paintings.'}
        </p>
        {text ? null : (
          <div className="flex flex-wrap items-center justify-center gap-2">
            <span className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">Popular</span>
            {SUGGESTIONS.map((word) => (
              <button
                key={word}
                type="button"
                onClick={() => searchFor(word)}
                className="rounded-full border border-maroon-200 bg-white px-3 py-1 text-sm text-maroon-900 hover:border-maroon-400 hover:bg-maroon-50"
              >
                {word}
              </button>
            ))}
          </div>
        )}
      </div>

      {searchable && (chosen > 0 || sort !== null || (showResults && results.length > 0)) ? (
        <div className="mx-auto mt-6 grid max-w-7xl gap-3 sm:flex sm:flex-wrap sm:items-start sm:justify-between">
          <FilterChips
            filters={narrowing}
            onRemove={(section, value) => go(typed, toggleFilter(narrowing, section, value), sort)}
            onClearPrice={() => go(typed, withPrice(narrowing, '', ''), sort)}
          />
          <SortForm
            action="/shop/search"
            kept={[...new URLSearchParams(searchPageSearch(typed, narrowing, null))]}
            sort={sort}
            onSort={(next) => go(typed, narrowing, next)}
            bestMatch
            leading={
              <button
                type="button"
                aria-haspopup="dialog"
                className={buttonClasses('outline', 'md')}
                onClick={() => setSheet('open')}
              >
                Filters{chosen ? ` (${chosen})` : ''}
              </button>
            }
          />
        </div>
      ) : null}

      {showResults ? (
        <div className="mt-8">
          {/* The cards' titles are h3s: a heading of their own keeps the outline in order. */}
          <h2 className="sr-only">Search results</h2>
          <ProductGrid
            label="Search results"
            products={results}
            onRetry={failed ? retry : undefined}
            eagerCount={4}
            className={SEARCH_COLUMNS}
            sizes={TWO_UP_IMAGE_SIZES}
            renderAction={renderAction}
            renderCorner={renderWish}
            onOpen={setSelected}
            onIntent={preloadProductDialog}
            empty={
              chosen ? (
                <div className="grid justify-items-center gap-3 py-12 text-center">
                  <p className="font-serif text-xl font-semibold text-maroon-900">
                    No products match these filters.
                  </p>
                  <button
                    type="button"
                    onClick={() => go(typed, {}, sort)}
                    className={buttonClasses('outline', 'touch')}
                  >
                    Clear filters
                  </button>
                </div>
              ) : (
                <NoResults keyword={typed} />
              )
            }
          />
          <LoadMore
            shown={results.length}
            total={total}
            hasMore={search.hasMore && !failed}
            loading={search.isLoadingMore}
            onRetry={search.moreFailed ? retry : undefined}
            onLoadMore={loadMore}
            nextHref={nextPageHref}
          />
        </div>
      ) : null}

      {sheet === 'unused' ? null : (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheet === 'open'}
            onOpenChange={(open) => setSheet(open ? 'open' : 'closed')}
            filters={narrowing}
            keyword={keyword}
            onApply={(next) => go(typed, next, sort)}
          />
        </Suspense>
      )}
      <ProductQuickView
        product={selected}
        onClose={() => setSelected(null)}
        renderAction={renderAction}
        renderReviews={renderReviews}
      />
    </div>
  );
}

/** As the page asks (one list whatever the letter case); the page shows the keyword as typed. */
function searchOf(search: string) {
  const typed = new URLSearchParams(search).get('keyword') ?? '';
  const keyword = typed.trim().toLowerCase();
  const list = isSearchable(keyword)
    ? searchList(keyword, narrowingFromSearch(search), sortFromSearch(search, null))
    : null;
  return { typed, list, pages: pageFromSearch(search) };
}

/** On the server: the results' pages, when the keyword is long enough to search. */
export const page: ServerPage = {
  key: (_params, search) => {
    const { typed, list, pages } = searchOf(search);
    return `search ${JSON.stringify(typed)} ${list ? `${list} ${pages}` : ''}`;
  },
  load: (client, _params, search) => {
    const { list, pages } = searchOf(search);
    return withConfig(client, list ? prefetchPagedList(client, list, pages) : Promise.resolve());
  },
};
