import { useLocation } from 'react-router';

/** The id the server-rendered Add to cart buttons name as their form. */
export const ADD_TO_CART_FORM = 'cart-add';

/**
 * The page's one Add to cart form. Before the page's JavaScript has hydrated, a tap on a server-rendered
 * Add to cart submits it with that product's id (the button's own name and value) and this page as the
 * way back: the server adds the saree, or sends a guest to sign in, so a tap on a slow phone is not lost.
 * Once hydrated the form never submits: the button adds through the API.
 */
export function AddToCartForm() {
  const { pathname, search } = useLocation();
  return (
    <form
      id={ADD_TO_CART_FORM}
      method="post"
      action="/shop/cart/add"
      hidden
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
    </form>
  );
}
