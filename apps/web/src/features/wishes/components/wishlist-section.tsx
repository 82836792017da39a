import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Heart, Trash2 } from 'lucide-react';
import {
  formatPaise,
  isOnSale,
  mediaAt,
  priceWithTaxPaise,
  rupeesToPaise,
  stockState,
  STOREFRONT_MESSAGES,
  type WishlistItem,
} from '@resham/shared';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { removeWish, useWishlist, wishlistIdsKey, wishlistKey } from '../api';

const priceOf = (p: WishlistItem['product']) =>
  formatPaise(priceWithTaxPaise(rupeesToPaise(isOnSale(p) ? p.salePrice! : p.price)));

function StockNote({ item }: { item: WishlistItem }) {
  const stock = stockState(item.product.totalStock);
  if (item.backInStock)
    return (
      <span className="rounded-full bg-green-700 px-2.5 py-0.5 text-xs font-semibold text-white">
        Back in stock
      </span>
    );
  if (stock.kind === 'out') return <span className="text-sm font-medium text-red-800">Out of stock</span>;
  return (
    <span className="text-sm text-muted">
      {stock.kind === 'low' ? STOREFRONT_MESSAGES.onlyLeft(stock.left) : 'In stock'}
    </span>
  );
}

/** The account's wishlist: each saved product with its price (tax included) and stock now. */
export function WishlistSection() {
  const { data, isLoading, isError, refetch } = useWishlist();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: removeWish,
    onSuccess: (response) => {
      queryClient.setQueryData(wishlistIdsKey, response.data);
      void queryClient.invalidateQueries({ queryKey: wishlistKey });
      toast({ title: response.message });
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });

  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (isError)
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>We could not load your wishlist.</p>
        <button type="button" className={buttonClasses('outline', 'sm')} onClick={() => void refetch()}>
          Retry
        </button>
      </div>
    );
  if (!data?.length)
    return (
      <div className="grid justify-items-center gap-3 py-10 text-center">
        <Heart aria-hidden="true" className="size-10 text-gold-500" />
        <p className="font-serif text-xl font-semibold text-maroon-900">Your wishlist is empty</p>
        <p className="text-sm text-muted">Tap the heart on a saree to keep it here.</p>
        <Link to="/shop/listing" className={buttonClasses('primary', 'touch')}>
          Browse all products
        </Link>
      </div>
    );
  return (
    <ul aria-label="Wishlist" className="grid gap-3 md:grid-cols-2">
      {data.map((item) => (
        <li
          key={item.product._id}
          className="flex gap-3 rounded-lg border border-stone-200 bg-white p-3 shadow-sm"
        >
          <img
            src={mediaAt(item.product.images[0] ?? '', 400)}
            alt=""
            width={80}
            height={106}
            className="h-26 w-20 shrink-0 rounded object-cover"
          />
          <div className="grid min-w-0 flex-1 content-start gap-1.5">
            <Link
              to={`/shop/product/${item.product._id}`}
              className="font-serif font-semibold text-ink hover:text-maroon-800 hover:underline"
            >
              {item.product.title}
            </Link>
            <p className="font-semibold text-maroon-900">{priceOf(item.product)}</p>
            <div>
              <StockNote item={item} />
            </div>
          </div>
          <button
            type="button"
            onClick={() => remove.mutate(item.product._id)}
            disabled={remove.isPending}
            className="grid size-11 shrink-0 place-items-center self-start rounded-full text-stone-600 hover:bg-maroon-50 hover:text-maroon-900"
          >
            <Trash2 aria-hidden="true" className="size-5" />
            <span className="sr-only">Remove from wishlist: {item.product.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
