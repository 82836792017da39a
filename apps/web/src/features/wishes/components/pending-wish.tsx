import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { saveWish, wishlistIdsKey, wishlistKey } from '../api';
import { takePendingWish } from '../pending-wish';

/** Carries out a guest's heart tap once she has signed in (see rememberWish); renders nothing. */
export function PendingWish() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) return;
    const productId = takePendingWish();
    if (!productId) return;
    saveWish(productId).then(
      (response) => {
        queryClient.setQueryData(wishlistIdsKey, response.data);
        void queryClient.invalidateQueries({ queryKey: wishlistKey });
        toast({ title: response.message });
      },
      (error: Error) => toast({ title: error.message, variant: 'destructive' }),
    );
  }, [user, queryClient]);
  return null;
}
