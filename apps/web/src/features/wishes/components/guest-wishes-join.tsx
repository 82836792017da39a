import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { saveWish, wishlistIdsKey, wishlistKey } from '../api';
import { forgetGuestWish, guestWishIds } from '../guest-wishes';

/**
 * Once a shopper is signed in, the hearts she tapped as a guest in this browser join her account's
 * wishlist, one request each, each forgotten here once saved (a product gone since is dropped; after
 * any other failure the rest stay for her next page load); renders nothing.
 */
export function GuestWishesJoin() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) return;
    const ids = guestWishIds();
    if (!ids.length) return;
    void (async () => {
      let message: string | null = null;
      for (const productId of ids) {
        try {
          const response = await saveWish(productId);
          queryClient.setQueryData(wishlistIdsKey, response.data);
          message = response.message;
        } catch (error) {
          if (!isApiError(error) || error.status !== 404) {
            toast({ title: (error as Error).message, variant: 'destructive' });
            break;
          }
        }
        forgetGuestWish(productId);
      }
      void queryClient.invalidateQueries({ queryKey: wishlistKey });
      if (message) toast({ title: message });
    })();
  }, [user, queryClient]);
  return null;
}
