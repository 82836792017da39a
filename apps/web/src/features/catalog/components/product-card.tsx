import type { ReactNode } from 'react';
import { LIMITS, STOREFRONT_MESSAGES, type Product } from '@resham/shared';
import { buttonClasses } from '../../../components/ui/button-classes';
import { isPlainClick } from '../../../components/ui/shop-link';
import { productPath } from '../paths';
import { useWakeOnView } from '../hooks/use-wake-on-view';
import { ImageCarousel } from './image-carousel';
import { PriceTag } from './price-tag';
import { StockBadges } from './stock-badges';

/** Card images in a 1/2/3/4-column grid inside the 80rem content width. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1024px) 300px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';
/** Card images in the listing's and search's grids: two a row on a phone (the server preloads with it). */
export { TWO_UP_IMAGE_SIZES } from '@resham/shared';

export interface ProductCardProps {
  product: Product;
  /** The add-to-cart control (composed by the page); replaced by a disabled 'Out Of Stock' button at stock 0. */
  action?: ReactNode;
  /** A control over the image's top right corner (the page's wishlist heart). */
  corner?: ReactNode;
  /**
   * A plain click on the card's link (the grid's one handler: the dialog, or the product page through
   * the router). Other clicks (a new tab) are the browser's.
   */
  onFollow?: (product: Product, link: HTMLAnchorElement) => void;
  /** Pointer or focus on the card: a good moment to fetch the dialog's code. */
  onIntent?: () => void;
  /** The card is in the first screenful: load its image at once. */
  eager?: boolean;
  sizes?: string;
}

/** A product in a grid: images turning every 3 s, badges, price with tax and the add-to-cart control. */
export function ProductCard({
  product,
  action,
  corner,
  onFollow,
  onIntent,
  eager = false,
  sizes = CARD_IMAGE_SIZES,
}: ProductCardProps) {
  const outOfStock = product.totalStock <= 0;
  // The image carousel starts working when the card comes near the screen or is pointed at or focused.
  const { ref, awake, wake } = useWakeOnView<HTMLElement>();
  const intent = () => {
    wake();
    onIntent?.();
  };
  return (
    <article
      ref={ref}
      className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition-shadow duration-300 focus-within:shadow-lg hover:shadow-lg"
      onPointerEnter={intent}
      onFocus={intent}
    >
      <div className="relative">
        <ImageCarousel
          images={product.images}
          alt={product.title}
          intervalMs={LIMITS.cardCarouselMs}
          sizes={sizes}
          eager={eager}
          awake={awake}
        />
        <StockBadges product={product} />
        {corner ? <div className="absolute top-2 right-2 z-20">{corner}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="truncate text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
          {product.category}
        </p>
        {/* Three lines, then clamped: the link's accessible name is still the whole title (and its tooltip). */}
        <h3 className="line-clamp-3 font-serif text-base leading-snug font-semibold sm:text-lg">
          {/* A plain link: one navigation handler for the whole grid, not a router link per card. */}
          <a
            href={productPath(product._id)}
            title={product.title}
            className="rounded-sm after:absolute after:inset-0 after:z-10 after:content-[''] hover:text-maroon-800"
            onClick={(event) => {
              if (!onFollow || !isPlainClick(event)) return;
              event.preventDefault();
              onFollow(product, event.currentTarget);
            }}
          >
            {product.title}
          </a>
        </h3>
        <PriceTag product={product} />
        <div className="relative z-20 mt-auto pt-2 empty:hidden">
          {outOfStock ? (
            <button type="button" disabled className={buttonClasses('outline', 'touch', 'w-full')}>
              {STOREFRONT_MESSAGES.outOfStock}
            </button>
          ) : (
            action
          )}
        </div>
      </div>
    </article>
  );
}
