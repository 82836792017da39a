import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type SessionUser } from '@resham/shared';
import { toast } from '../../components/ui/toast';
import { homePathFor } from '../../features/auth/role-home';
import { addCartItem, cartKey } from '../../features/cart/api';
import type { SignInReturn } from '../../lib/sign-in-return';

/**
 * After signing in: a shopper goes back to the page she came from and the product she tapped
 * 'Add to cart' on is added to her cart; without a way back (or as an admin), to the role's home.
 * The navigation happens at once, with the session (so the route guard never sees a signed-in user
 * on the sign-in page and sends her home); the add follows and fills in the cart when it answers.
 */
export function useReturnAfterSignIn({ returnTo, add }: SignInReturn) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (user: SessionUser | undefined) => {
    if (!user || user.role === 'admin' || !returnTo) {
      void navigate(homePathFor(user?.role), { replace: true });
      return;
    }
    void navigate(returnTo, { replace: true });
    if (!add) return;
    addCartItem(user.id, add).then(
      (response) => {
        queryClient.setQueryData(cartKey(user.id), response.data);
        // A cart read that started before the add answered must not put the older cart back.
        void queryClient.invalidateQueries({ queryKey: cartKey(user.id) });
        toast({ title: MESSAGES.toast.addedToCart });
      },
      // Sold out meanwhile, or no longer sold: she is told, on the page she came back to.
      (error: Error) => toast({ title: error.message, variant: 'destructive' }),
    );
  };
}
