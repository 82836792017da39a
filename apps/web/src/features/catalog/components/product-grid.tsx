import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { STOREFRONT_MESSAGES, type Product } from '@resham/shared';
import { buttonClasses } from '../../../components/ui/button-classes';
import { cn } from '../../../lib/cn';
import { productPath } from '../paths';
import { ProductCard } from './product-card';
import { FEATURED_COLUMNS, ProductGridSkeleton } from './product-card-skeleton';

export interface ProductGridProps {
  products: readonly Product[];
  isLoading?: boolean;
  /** Grid columns and gaps per breakpoint. */
  className?: string;
  skeletons?: number;
  /** How many leading cards are above the fold (their first image loads at once). */
  eagerCount?: number;
  sizes?: string;
  renderAction?: (product: Product) => ReactNode;
  /** A control over each card's image (the page's wishlist heart). */
  renderCorner?: (product: Product) => ReactNode;
  onOpen?: (product: Product) => void;
  onIntent?: () => void;
  /** Shown when loaded and empty. */
  empty?: ReactNode;
  label?: string;
  /** The load failed (not an empty result): say so, with a Retry button that calls this. */
  onRetry?: () => void;
}

/** A product load that failed: what happened and a Retry button (never '0 Products'). */
function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-4 rounded-lg border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <p className="max-w-md font-medium text-red-950">{STOREFRONT_MESSAGES.loadFailed}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('primary', 'touch', 'min-w-32')}>
        {STOREFRONT_MESSAGES.retry}
      </button>
    </div>
  );
}

/** Product cards in a responsive grid, with loading skeletons, an empty state and a failed state. */
export function ProductGrid({
  products,
  isLoading = false,
  className = FEATURED_COLUMNS,
  skeletons = 8,
  eagerCount = 0,
  sizes,
  renderAction,
  renderCorner,
  onOpen,
  onIntent,
  empty = null,
  label,
  onRetry,
}: ProductGridProps) {
  const navigate = useNavigate();
  const follow = useCallback(
    (product: Product, link: HTMLAnchorElement) => {
      if (!onOpen) return void navigate(productPath(product._id));
      // A tap does not focus a link in every browser: the dialog gives focus back to this card.
      link.focus();
      onOpen(product);
    },
    [navigate, onOpen],
  );
  if (isLoading) return <ProductGridSkeleton count={skeletons} className={className} />;
  if (onRetry) return <LoadError onRetry={onRetry} />;
  if (!products.length) return <>{empty}</>;
  return (
    <ul aria-label={label} className={cn('grid', className)}>
      {products.map((product, i) => (
        <li key={product._id} className="flex">
          <ProductCard
            product={product}
            action={renderAction?.(product)}
            corner={renderCorner?.(product)}
            onFollow={follow}
            onIntent={onIntent}
            eager={i < eagerCount}
            sizes={sizes}
          />
        </li>
      ))}
    </ul>
  );
}
