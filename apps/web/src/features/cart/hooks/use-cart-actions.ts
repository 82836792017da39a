import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@resham/shared';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { signInPath } from '../../../lib/sign-in-return';
import { sessionKey, useSession } from '../../../lib/session';
import { cartOwner, type CartItem } from '../api';
import type { CartProduct } from '../cart-math';
import { cartChangeOptions } from '../cart-mutations';

const T = MESSAGES.toast;
type GuestToast = { title: string; description: string };

/**
 * The cart's actions with the spec's rules and toasts: adds and increments stop at the stock ('Only {n}
 * quantity can be added for this item'), changes show at once and roll back on failure. A guest keeps
 * a cart of her own (issue 34); a shopper whose session ended is sent to sign in, where her cart is.
 */
export function useCartActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { user } = useSession();

  /** To sign in, and back to this page afterwards (adding `productId`, the product she tapped). */
  const sendToLogin = ({ title, description }: GuestToast, productId?: string) => {
    toast({ title, description });
    void navigate(signInPath(`${pathname}${search}`, productId));
  };

  const mutation = useMutation(
    cartChangeOptions(queryClient, cartOwner(user?.id), {
      onSuccess: (response, change) => toast({ title: change.successTitle ?? response.message }),
      onError: (error, change) => {
        if (isApiError(error) && error.status === 401) {
          // The session ended on the server: the shopper is a guest now.
          queryClient.setQueryData(sessionKey, null);
          queryClient.removeQueries({ queryKey: ['cart'] });
          if (change.kind === 'add') sendToLogin(T.guestCart, change.product._id);
          else sendToLogin(T.guestManageCart);
          return;
        }
        toast({ title: error.message, variant: 'destructive' });
      },
    }),
  );

  const stockBlocks = (inCart: number, stock: number) => {
    if (inCart + 1 <= stock) return false;
    toast({ title: T.stockExceeded(inCart), variant: 'destructive' });
    return true;
  };

  return {
    /** Adds one unit (listing, details, search). */
    add(product: CartProduct, line: CartItem | undefined) {
      const inCart = line?.quantity ?? 0;
      if (stockBlocks(inCart, line?.totalStock ?? product.totalStock)) return;
      mutation.mutate({ kind: 'add', product, successTitle: line ? T.cartUpdated : T.addedToCart });
    },
    /** Sets a line's quantity (≥ 1); an increase stops at the stock. */
    setQuantity(line: CartItem, quantity: number) {
      if (quantity > line.quantity && stockBlocks(line.quantity, line.totalStock)) return;
      mutation.mutate({ kind: 'set', productId: line.productId, quantity, successTitle: T.cartUpdated });
    },
    remove(line: CartItem, successTitle: string = T.cartDeleted) {
      mutation.mutate({ kind: 'remove', productId: line.productId, successTitle });
    },
    /** The checkout entry points (drawer, mobile bar): an empty cart stops here. */
    checkout(itemCount: number, go: () => void) {
      if (itemCount === 0) return toast({ title: T.cartEmpty, variant: 'destructive' });
      go();
    },
  };
}
