import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Product } from '@resham/shared';

const loadDialog = () => import('./product-dialog');
const ProductDialog = lazy(loadDialog);

/** Starts fetching the dialog's code (on pointer or focus over a card), so a click opens it at once. */
export function preloadProductDialog() {
  loadDialog().catch(() => undefined);
}

export interface ProductQuickViewProps {
  /** The product to show, or null when closed. */
  product: Product | null;
  onClose: () => void;
  renderAction?: (product: Product) => ReactNode;
  renderReviews?: (product: Product) => ReactNode;
}

/**
 * The product details dialog of the listing, search and home grids. Its code (Radix Dialog, the
 * details, the video) loads on first use; it stays mounted afterwards so it can animate out.
 */
export function ProductQuickView({ product, onClose, renderAction, renderReviews }: ProductQuickViewProps) {
  const [shown, setShown] = useState<Product | null>(product);
  if (product && product !== shown) setShown(product);
  // The card the dialog came from (its link has focus when it opens): Escape or Close returns there.
  // The dialog has no trigger of Radix's own, so Radix alone would drop focus to the page.
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if ((product !== null) !== open) {
    setOpen(product !== null);
    if (product) setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ProductDialog
        product={shown}
        open={product !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        returnFocusTo={opener}
        action={renderAction?.(shown)}
        reviews={renderReviews?.(shown)}
      />
    </Suspense>
  );
}
