import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { LIMITS, STOREFRONT_MESSAGES, type Product } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { toast } from '../../../components/ui/toast';
import { adminKeys, fetchProductPage, useFeatured, useSaveFeatured } from '../api';
import { moveItem, removeAt } from '../product-form-logic';
import { ImageThumb } from './image-thumb';

const MAX = LIMITS.featureProducts;

/**
 * "Featured on the home page": the owner picks up to 8 products and their order; each change is saved
 * at once. With none picked the home page shows the newest 8 (spec §2).
 */
export function FeaturedManager() {
  const featured = useFeatured();
  const save = useSaveFeatured();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  // The same search as the product grid's first page: one cache entry for both.
  const found = useQuery({
    queryKey: adminKeys.productPage(q, 1),
    queryFn: ({ signal }) => fetchProductPage(q, 1, signal),
    enabled: q.length > 0,
  });
  // While a save is on its way the list shows what was asked for; then what the server answered.
  const [asked, setAsked] = useState<Product[] | null>(null);
  const list = asked ?? featured.data ?? [];
  const full = list.length >= MAX;
  const candidates = (found.data?.data ?? []).filter((p) => !list.some((f) => f._id === p._id)).slice(0, 6);

  const commit = (next: Product[]) => {
    setAsked(next);
    save.mutate(
      next.map((p) => p._id),
      {
        onSuccess: (res) => toast({ title: res.message }),
        onError: (error) => toast({ title: error.message, variant: 'destructive' }),
        onSettled: () => setAsked(null),
      },
    );
  };

  return (
    <section
      aria-labelledby="featured-heading"
      className="grid min-w-0 gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="featured-heading" className="text-xl font-semibold text-maroon-900">
          Featured on the home page
        </h2>
        <p id="featured-lead" className="text-sm text-muted">
          Up to {MAX} products, shown in this order under “{STOREFRONT_MESSAGES.featuredProducts}”. With none
          chosen, the home page shows the {MAX} newest.
        </p>
      </div>

      {featured.isPending ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : list.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 p-4 text-sm text-muted">
          None chosen: the home page shows the {MAX} newest products.
        </p>
      ) : (
        <ol
          aria-label="Featured products, in order"
          aria-busy={save.isPending}
          className="grid grid-cols-1 gap-2"
        >
          {list.map((product, i) => (
            <li
              key={product._id}
              className="flex min-w-0 items-center gap-3 rounded-md border border-stone-200 p-2"
            >
              <span className="w-6 text-center text-sm font-semibold text-maroon-900" aria-hidden="true">
                {i + 1}
              </span>
              <div className="hidden w-10 shrink-0 overflow-hidden rounded sm:block">
                <ImageThumb url={product.images[0] ?? product.image} alt="" size={40} />
              </div>
              <span className="line-clamp-2 min-w-0 flex-1 text-sm text-ink">{product.title}</span>
              <Button
                variant="outline"
                size="icon"
                disabled={i === 0 || save.isPending}
                onClick={() => commit(moveItem(list, i, i - 1))}
                aria-label={`Move ${product.title} up`}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                disabled={i === list.length - 1 || save.isPending}
                onClick={() => commit(moveItem(list, i, i + 1))}
                aria-label={`Move ${product.title} down`}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                disabled={save.isPending}
                onClick={() => commit(removeAt(list, i))}
                aria-label={`Remove ${product.title} from the home page`}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}

      <div className="grid gap-2">
        <label htmlFor="featured-search" className="text-sm font-medium text-ink">
          Add a product
        </label>
        <SearchInput
          wrapperClassName="max-w-md"
          id="featured-search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by title or category"
          disabled={full}
          aria-describedby={full ? 'featured-full' : undefined}
        />
        {full ? (
          <p id="featured-full" className="text-sm text-muted">
            {MAX} products are featured: remove one to add another.
          </p>
        ) : q && found.data ? (
          candidates.length === 0 ? (
            <p className="text-sm text-muted">No other products match “{q}”.</p>
          ) : (
            <ul aria-label="Products to feature" className="grid grid-cols-1 gap-2">
              {candidates.map((product) => (
                <li key={product._id} className="flex min-w-0 items-center gap-3">
                  <span className="min-w-0 flex-1 truncate text-sm text-ink">{product.title}</span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={save.isPending}
                    onClick={() => {
                      commit([...list, product]);
                      setSearch('');
                    }}
                  >
                    <Plus aria-hidden="true" />
                    Feature<span className="sr-only"> {product.title}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </section>
  );
}
