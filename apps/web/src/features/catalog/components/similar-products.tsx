import { useId } from 'react';
import { useSimilar } from '../api/product';
import { SEARCH_COLUMNS } from './product-card-skeleton';
import { ProductGrid } from './product-grid';

/**
 * "Similar to this" (issue 36): up to 8 other products in stock most like this one, as cards that open
 * their own pages. Nothing when there are none, or when they could not be loaded (the page is whole
 * without them).
 */
export function SimilarProducts({ productId }: { productId: string }) {
  const similar = useSimilar(productId);
  const headingId = useId();
  if (similar.isError || (similar.isSuccess && similar.data.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="font-serif text-xl font-semibold text-maroon-900">
        Similar to this
      </h2>
      <ProductGrid
        products={similar.data ?? []}
        isLoading={similar.isPending}
        skeletons={4}
        className={SEARCH_COLUMNS}
        label="Similar products"
        sizes="(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 45vw"
      />
    </section>
  );
}
