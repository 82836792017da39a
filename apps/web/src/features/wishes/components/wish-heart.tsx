import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WISHES } from '@resham/shared';
import { HeartIcon } from '../../../components/ui/lean-icons';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useSession } from '../../../lib/session';
import { removeWish, saveWish, useWishlistIds, wishlistIdsKey, wishlistKey } from '../api';
import { toggleGuestWish, useGuestWishIds } from '../guest-wishes';

export interface WishHeartProps {
  productId: string;
  title: string;
  className?: string;
}

/**
 * The hearts of a page (every card of a grid, or the product page's one): one session, one saved list
 * and one mutation for all of them, so a grid of 24 cards renders 24 plain buttons, not 24 sets of
 * hooks. The server's HTML (and the first render in the browser) shows them empty for everyone; a
 * signed-in shopper's saved state fills them after hydration. A guest's hearts are kept in her browser
 * and join her account's wishlist when she signs in (issue 34).
 */
export function useWishHearts(): (props: WishHeartProps) => ReactNode {
  const { user } = useSession();
  const savedIds = useWishlistIds();
  const guestIds = useGuestWishIds();
  const queryClient = useQueryClient();
  // The hearts whose change is on its way: each is disabled until its own answer (one mutation serves
  // them all, and its `variables` name only the latest).
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const { mutate } = useMutation({
    mutationFn: ({ productId, save }: { productId: string; save: boolean }) =>
      save ? saveWish(productId) : removeWish(productId),
    onMutate: ({ productId }) => setPending((ids) => new Set(ids).add(productId)),
    onSettled: (_data, _error, { productId }) =>
      setPending((ids) => {
        const left = new Set(ids);
        left.delete(productId);
        return left;
      }),
    onSuccess: (response) => {
      queryClient.setQueryData(wishlistIdsKey, response.data);
      void queryClient.invalidateQueries({ queryKey: wishlistKey });
      toast({ title: response.message });
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });

  return ({ productId, title, className }: WishHeartProps) => {
    const saved = user ? (savedIds?.has(productId) ?? false) : guestIds.has(productId);
    const onClick = () => {
      if (!user) {
        const now = toggleGuestWish(productId);
        if (now === 'full') toast({ title: WISHES.messages.full, variant: 'destructive' });
        else if (now)
          toast({ title: WISHES.messages.savedOnDevice, description: WISHES.messages.savedOnDeviceHint });
        else toast({ title: WISHES.messages.removed });
        return;
      }
      mutate({ productId, save: !saved });
    };
    return (
      <button
        type="button"
        onClick={onClick}
        disabled={pending.has(productId)}
        aria-pressed={saved}
        aria-label={`${saved ? 'Remove from wishlist' : 'Save to wishlist'}: ${title}`}
        title={saved ? WISHES.messages.saved : 'Save to wishlist'}
        className={cn(
          'grid size-11 place-items-center rounded-full border border-stone-200 bg-white/95 text-maroon-800 shadow-sm transition hover:border-maroon-300 hover:bg-maroon-50 disabled:opacity-60',
          className,
        )}
      >
        <HeartIcon className={cn('size-5', saved && 'fill-maroon-700 text-maroon-700')} />
      </button>
    );
  };
}

/** One heart (the product page's). */
export function WishHeart(props: WishHeartProps) {
  return useWishHearts()(props);
}
