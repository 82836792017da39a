import type { ReactNode } from 'react';
import type { Product } from '@resham/shared';
import { cn } from '../../../lib/cn';
import { ProductCard } from './product-card';
import { FEATURED_COLUMNS, ProductGridSkeleton } from './product-card-skeleton';

export interface ProductGridProps {
  products: readonly Product[];
  isLoading?: boolean;
  /** Grid columns per breakpoint. */
  className?: string;
  skeletons?: number;
  /** How many leading cards are above the fold (their first image loads at once). */
  eagerCount?: number;
  sizes?: string;
  renderAction?: (product: Product) => ReactNode;
  onOpen?: (product: Product) => void;
  onIntent?: () => void;
  /** Shown when loaded and empty. */
  empty?: ReactNode;
  label?: string;
}

/** Product cards in a responsive grid, with loading skeletons and an empty state. */
export function ProductGrid({
  products,
  isLoading = false,
  className = FEATURED_COLUMNS,
  skeletons = 8,
  eagerCount = 0,
  sizes,
  renderAction,
  onOpen,
  onIntent,
  empty = null,
  label,
}: ProductGridProps) {
  if (isLoading) return <ProductGridSkeleton count={skeletons} className={className} />;
  if (!products.length) return <>{empty}</>;
  return (
    <ul aria-label={label} className={cn('grid gap-6', className)}>
      {products.map((product, i) => (
        <li key={product._id} className="flex">
          <ProductCard
            product={product}
            action={renderAction?.(product)}
            onOpen={onOpen}
            onIntent={onIntent}
            eager={i < eagerCount}
            sizes={sizes}
          />
        </li>
      ))}
    </ul>
  );
}
