import { Pencil, Trash2 } from 'lucide-react';
import { isOnSale, productUnitPricePaise, stockAlert, type Product } from '@resham/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatPaise, formatRupees } from '../../../lib/format';
import { ImageThumb } from './image-thumb';

export interface AdminProductCardProps {
  product: Product;
  /** Its place among the home page's featured products, when it is one. */
  featuredRank?: number;
  /** Its low-stock alert (its own, else the shop's); until it is known only 'Out of stock' shows. */
  lowStockAt?: number;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** A product in the admin grid: thumbnail, title, category, price, stock (with low / out badges). */
export function AdminProductCard({
  product,
  featuredRank,
  lowStockAt,
  onEdit,
  onDelete,
}: AdminProductCardProps) {
  const { title, category, subcategory, price, totalStock } = product;
  // The dashboard's rule: low at or below the product's alert, out at 0.
  const alert = stockAlert(totalStock, lowStockAt ?? 0);
  const onSale = isOnSale(product);
  const thumbnail = product.images[0] ?? product.image;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
      <div className="relative">
        {thumbnail ? (
          <ImageThumb url={thumbnail} alt={title} size={300} />
        ) : (
          <div className="aspect-[3/4] bg-stone-100" />
        )}
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {/* Without a photo the shop does not show it (issue 36): a draft until one is added. */}
          {thumbnail ? null : <Badge variant="warning">Draft: add a photo</Badge>}
          {alert === 'out' ? (
            <Badge variant="destructive">Out of stock</Badge>
          ) : alert === 'low' ? (
            <Badge variant="warning">Low stock</Badge>
          ) : null}
          {onSale ? <Badge variant="gold">Sale</Badge> : null}
          {featuredRank ? <Badge variant="gold">Featured #{featuredRank}</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 font-sans text-base font-semibold text-ink">{title}</h2>
        <p className="text-sm text-muted">
          {category}
          {subcategory ? ` › ${subcategory}` : ''}
        </p>
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="font-semibold text-maroon-900">{formatPaise(productUnitPricePaise(product))}</span>
          {onSale ? (
            <span className="text-sm text-muted line-through">
              <span className="sr-only">was </span>
              {formatRupees(price)}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-ink">
          Stock: <span className={alert ? 'font-semibold text-red-800' : ''}>{totalStock}</span>
        </p>
        <div className="mt-auto flex gap-2 pt-2">
          <Button variant="outline" size="sm" className="flex-1" onClick={() => onEdit(product)}>
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {title}</span>
          </Button>
          <Button variant="destructive" size="sm" className="flex-1" onClick={() => onDelete(product)}>
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> {title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
