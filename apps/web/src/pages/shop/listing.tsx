import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LIMITS, STOREFRONT_MESSAGES, type Product } from '@resham/shared';
import { buttonClasses } from '../../components/ui/button-classes';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { facetsQuery, productsQuery } from '../../features/catalog/api/listing';
import { usePagedProducts } from '../../features/catalog/api/paged';
import { FilterChips } from '../../features/catalog/components/filter-chips';
import { LISTING_COLUMNS } from '../../features/catalog/components/product-card-skeleton';
import { TWO_UP_IMAGE_SIZES } from '../../features/catalog/components/product-card';
import { LoadMore } from '../../features/catalog/components/load-more';
import { SortForm } from '../../features/catalog/components/sort-form';
import { ProductGrid } from '../../features/catalog/components/product-grid';
import { preloadProductDialog, ProductQuickView } from '../../features/catalog/components/product-quick-view';
import { useListingFilters } from '../../features/catalog/hooks/use-listing-filters';
import { pageFromSearch, usePageCount } from '../../features/catalog/hooks/use-page-count';
import { prefetchPagedList } from '../../features/catalog/api/paged-prefetch';
import {
  chosenCount,
  collectionTitle,
  filtersFromSearch,
  searchFromFilters,
  sortFromSearch,
} from '../../features/catalog/filters';
import { categoryTreeQuery } from '../../lib/category-tree';
import { useCardControls } from './card-controls';
import { withConfig, type ServerPage } from '../../app/server-page';

const FilterSheet = lazy(() => import('../../features/catalog/components/filter-sheet'));
// The side panel shows from 768 px: a phone (which filters in a sheet) never downloads it.
const FilterPanel = lazy(() =>
  import('../../features/catalog/components/filter-panel').then((m) => ({ default: m.FilterPanel })),
);
const ProductReviews = lazy(() =>
  import('../../features/reviews/components/product-reviews').then((m) => ({ default: m.ProductReviews })),
);

const renderReviews = (product: Product) => <ProductReviews productId={product._id} />;

export default function ListingPage() {
  const { renderAction, renderWish } = useCardControls();
  // Issue 36: every filter and the sort live in the address (newest first when it names none).
  const { filters, sort, setFilters, setSort, setPrice, toggle } = useListingFilters();
  const wanted = useMemo(() => ({ filters, sort }), [filters, sort]);
  const asked = useDebouncedValue(wanted, LIMITS.filterDebounceMs);
  // Pages of 24 (issue 9): 'Load more' adds one; ?page=3 in the address restores three.
  const list = productsQuery(asked.filters, asked.sort);
  const { pages, loadMore, nextPageHref } = usePageCount(list);
  const listing = usePagedProducts(`/api/shop/products/get?${list}`, pages);
  const { products, total, isLoading, isUpdating, failed, retry } = listing;
  const categories = useQuery(categoryTreeQuery); // a failed load reads as none (§8)
  const [selected, setSelected] = useState<Product | null>(null);
  const [sheet, setSheet] = useState<'closed' | 'open' | 'unused'>('unused');
  const wide = useMediaQuery('(min-width: 768px)');

  const panel = {
    categories: categories.data?.categories ?? [],
    subcategories: categories.data?.subcategories ?? [],
    isLoading: categories.isPending,
  };
  const facets = useQuery({ ...facetsQuery(asked.filters), enabled: wide });
  const stale = isUpdating || wanted !== asked;
  const chosen = chosenCount(filters);
  // The form's hidden fields: the filters a sort without JavaScript keeps.
  const kept = [...new URLSearchParams(searchFromFilters(filters, null))];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:px-8 md:py-12">
      <div className="grid gap-8 md:grid-cols-[14rem_1fr] lg:grid-cols-[16rem_1fr] lg:gap-12">
        <aside aria-label="Filters" className="hidden md:block">
          {wide ? (
            <Suspense fallback={null}>
              <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto overscroll-contain rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
                <FilterPanel
                  {...panel}
                  filters={filters}
                  facets={facets.data}
                  onToggle={toggle}
                  onPrice={setPrice}
                />
              </div>
            </Suspense>
          ) : null}
        </aside>

        <section aria-labelledby="listing-title" className="grid min-w-0 content-start gap-6">
          <div className="flex flex-wrap items-end justify-between gap-4 border-b border-gold-500/30 pb-5">
            <div>
              <h1 id="listing-title" className="text-3xl font-semibold text-maroon-900 md:text-4xl">
                {collectionTitle(filters)}
              </h1>
              <p className="mt-1 text-sm text-muted" aria-live="polite">
                <span>{isLoading ? 'Loading…' : failed ? '' : STOREFRONT_MESSAGES.productCount(total)}</span>
                {chosen ? (
                  <button
                    type="button"
                    onClick={() => setFilters({})}
                    className="ml-3 rounded-sm font-medium text-maroon-800 underline underline-offset-4"
                  >
                    Clear filters
                  </button>
                ) : null}
              </p>
              <FilterChips filters={filters} onRemove={toggle} onClearPrice={() => setPrice('', '')} />
              {/* Without JavaScript the filters are links (the panel and the sheet are scripts). */}
              <noscript>
                <nav aria-label="Collections" className="mt-3 flex flex-wrap gap-2 text-sm">
                  <a href="/shop/listing" className="rounded-sm text-maroon-800 underline underline-offset-4">
                    All
                  </a>
                  {panel.categories.map((category) => (
                    <a
                      key={category.id}
                      href={`/shop/listing${searchFromFilters({ category: [category.name] })}`}
                      className="rounded-sm text-maroon-800 underline underline-offset-4"
                    >
                      {category.name}
                    </a>
                  ))}
                </nav>
              </noscript>
            </div>
            <SortForm
              action="/shop/listing"
              kept={kept}
              sort={sort}
              onSort={(next) => setSort(next ?? LIMITS.defaultSort)}
              leading={
                <button
                  type="button"
                  aria-haspopup="dialog"
                  className={buttonClasses('outline', 'md', 'md:hidden')}
                  onClick={() => setSheet('open')}
                >
                  Filters{chosen ? ` (${chosen})` : ''}
                </button>
              }
            />
          </div>

          <div aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
            {/* The cards' titles are h3s: a heading of their own keeps the outline in order. */}
            <h2 className="sr-only">Products</h2>
            <ProductGrid
              label="Products"
              products={products}
              isLoading={isLoading}
              onRetry={failed ? retry : undefined}
              skeletons={6}
              eagerCount={3}
              className={LISTING_COLUMNS}
              sizes={TWO_UP_IMAGE_SIZES}
              renderAction={renderAction}
              renderCorner={renderWish}
              onOpen={setSelected}
              onIntent={preloadProductDialog}
              empty={
                <p className="rounded-lg border border-dashed border-gold-500/40 px-6 py-16 text-center font-serif text-xl font-semibold text-maroon-900">
                  No products match these filters.
                </p>
              }
            />
            <LoadMore
              shown={products.length}
              total={total}
              hasMore={listing.hasMore && !failed}
              loading={listing.isLoadingMore}
              onRetry={listing.moreFailed ? retry : undefined}
              onLoadMore={loadMore}
              nextHref={nextPageHref}
            />
          </div>
        </section>
      </div>

      {sheet === 'unused' ? null : (
        <Suspense fallback={null}>
          <FilterSheet
            {...panel}
            open={sheet === 'open'}
            onOpenChange={(open) => setSheet(open ? 'open' : 'closed')}
            filters={filters}
            onApply={setFilters}
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

/** The list the page shows for an address: its filters, sort and number of pages. */
function listOf(search: string) {
  return {
    list: `/api/shop/products/get?${productsQuery(filtersFromSearch(search), sortFromSearch(search, LIMITS.defaultSort))}`,
    pages: pageFromSearch(search),
  };
}

/** On the server: the category tree and the list's pages. */
export const page: ServerPage = {
  key: (_params, search) => {
    const { list, pages } = listOf(search);
    return `listing ${list} ${pages}`;
  },
  load: (client, _params, search) => {
    const { list, pages } = listOf(search);
    return withConfig(
      client,
      client.prefetchQuery(categoryTreeQuery),
      prefetchPagedList(client, list, pages),
    );
  },
};
