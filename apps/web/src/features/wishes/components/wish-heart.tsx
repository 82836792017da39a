import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { WISHES } from '@resham/shared';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useSession } from '../../../lib/session';
import { removeWish, saveWish, useWishlistIds, wishlistIdsKey, wishlistKey } from '../api';
import { rememberWish } from '../pending-wish';

export interface WishHeartProps {
  productId: string;
  title: string;
  className?: string;
}

/**
 * The heart on a card or the product page. The server's HTML (and the first render in the browser)
 * shows it empty for everyone; a signed-in shopper's saved state fills it after hydration. A guest's
 * tap is remembered and she is sent to sign in, with this page to come back to.
 */
export function WishHeart({ productId, title, className }: WishHeartProps) {
  const { user } = useSession();
  const saved = useWishlistIds()?.has(productId) ?? false;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useMutation({
    mutationFn: (save: boolean) => (save ? saveWish(productId) : removeWish(productId)),
    onSuccess: (response) => {
      queryClient.setQueryData(wishlistIdsKey, response.data);
      void queryClient.invalidateQueries({ queryKey: wishlistKey });
      toast({ title: response.message });
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });

  const onClick = () => {
    if (!user) {
      rememberWish(productId);
      toast({ title: 'Sign in to save it to your wishlist', description: 'We will bring you back here.' });
      const returnTo = `${location.pathname}${location.search}`;
      void navigate(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
      return;
    }
    mutation.mutate(!saved);
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={mutation.isPending}
      aria-pressed={saved}
      aria-label={`${saved ? 'Remove from wishlist' : 'Save to wishlist'}: ${title}`}
      title={saved ? WISHES.messages.saved : 'Save to wishlist'}
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-full border border-stone-200 bg-white/95 text-maroon-800 shadow-sm transition hover:border-maroon-300 hover:bg-maroon-50 disabled:opacity-60',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-maroon-700 text-maroon-700')} />
    </button>
  );
}
