import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Star } from 'lucide-react';
import { MESSAGES, type Product, type ProductWithDetails } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { stockState } from '../price';
import { ProductGallery } from './product-gallery';
import { PriceTag } from './price-tag';
import { ProductSpecification } from './product-specification';
import { ProductVideo } from './product-video';
import { ShareButton } from './share-button';

export interface ProductDetailsProps {
  /** The product page's answer carries what the saree is made of; a card's (the quick view) does not. */
  product: Product | ProductWithDetails;
  /** The add-to-cart control (composed by the page); a disabled 'Out Of Stock' button replaces it at stock 0. */
  action?: ReactNode;
  /** The product's reviews (composed by the page). */
  reviews?: ReactNode;
  /** The heading element for the title: the page's h1, or the dialog's title. */
  Title?: ComponentType<{ className?: string; children?: ReactNode }>;
  /** Extra links under the actions (e.g. the dialog's link to the product page). */
  footer?: ReactNode;
  /** A control beside the share button (the page's wishlist heart). */
  beside?: ReactNode;
  /** The gallery is the page's largest image: load it at once. */
  eager?: boolean;
  /** Similar products (the page's): right under the actions when this one is sold out, else below. */
  similar?: ReactNode;
}

function H1({ className, children }: { className?: string; children?: ReactNode }) {
  return <h1 className={className}>{children}</h1>;
}

/** In stock, or only a few left; sold out is said once, by the disabled button below it. */
function StockLine({ totalStock }: { totalStock: number }) {
  const stock = stockState(totalStock);
  if (stock.kind === 'out') return null;
  const [text, tone] =
    stock.kind === 'low'
      ? [MESSAGES.storefront.onlyLeft(stock.left), 'bg-amber-500']
      : ['In stock', 'bg-green-700'];
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-ink">
      <span aria-hidden="true" className={cn('size-2.5 rounded-full', tone)} />
      {text}
    </p>
  );
}

function Rating({ value, count }: { value: number; count: number }) {
  if (count <= 0) return null;
  const rounded = Math.round(value);
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      <span className="flex text-gold-500" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className={cn('size-4', n <= rounded ? 'fill-current' : 'text-stone-300')} />
        ))}
      </span>
      <span>
        {value.toFixed(1)} out of 5 · {count} review{count === 1 ? '' : 's'}
      </span>
    </p>
  );
}

/** A product's details (spec §2 detail dialog), used by the dialog and by /shop/product/{id}. */
export function ProductDetails({
  product,
  action,
  reviews,
  Title = H1,
  footer,
  beside,
  eager = false,
  similar,
}: ProductDetailsProps) {
  const outOfStock = product.totalStock <= 0;
  return (
    <div className="grid gap-8">
      <div className="grid gap-5 md:grid-cols-2 md:gap-10">
        <ProductGallery images={product.images} alt={product.title} eager={eager} />
        <div className="grid content-start gap-3 md:gap-5">
          <div className="grid gap-2">
            <p className="text-xs font-semibold tracking-[0.18em] text-gold-700 uppercase">
              {product.category}
              {product.subcategory ? <span className="text-muted"> · {product.subcategory}</span> : null}
            </p>
            <Title className="font-serif text-2xl leading-tight font-semibold text-maroon-900 md:text-3xl">
              {product.title}
            </Title>
            <Rating value={product.averageReview} count={product.reviewCount} />
          </div>
          <div>
            <PriceTag product={product} large />
            <p className="text-xs text-muted">Inclusive of all taxes</p>
          </div>
          <StockLine totalStock={product.totalStock} />
          <div className="flex items-center gap-3">
            <div className="min-w-0 flex-1 empty:hidden [&>*]:w-full">
              {outOfStock ? (
                <Button variant="outline" size="lg" disabled>
                  {MESSAGES.storefront.outOfStock}
                </Button>
              ) : (
                action
              )}
            </div>
            {beside}
            <ShareButton productId={product._id} title={product.title} />
          </div>
          {footer}
          {outOfStock ? similar : null}
          <div className="grid gap-2 border-t border-gold-500/30 pt-5">
            <h2 className="font-serif text-lg font-semibold text-ink">Description</h2>
            <p className="text-sm leading-relaxed whitespace-pre-line text-muted">{product.description}</p>
          </div>
          {'occasion' in product ? <ProductSpecification details={product} /> : null}
        </div>
      </div>
      {product.youtubeLink ? (
        <section className="grid gap-3">
          <h2 className="font-serif text-lg font-semibold text-ink">See it drape</h2>
          <ProductVideo link={product.youtubeLink} title={product.title} />
        </section>
      ) : null}
      {outOfStock ? null : similar}
      {reviews ? <Suspense fallback={null}>{reviews}</Suspense> : null}
    </div>
  );
}
