import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { formatPaise, MESSAGES } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { useCart } from '../api';
import { cartItemCount, cartSubtotalPaise } from '../cart-math';
import { useCartActions } from '../hooks/use-cart-actions';

/**
 * The CSS variable other things stand on: the bar's height as shown, else unset. Toasts and
 * scroll-to-top stand above it; the shop layout pads the page's end by it (the footer stays in view).
 */
export const CART_BAR_VAR = '--cart-bar-h';

/** Publishes the bar's height as shown (0 where it is hidden, above 768 px) while it is mounted. */
function usePublishedHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(CART_BAR_VAR, `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(CART_BAR_VAR);
    };
  }, []);
  return ref;
}

/**
 * The fixed bottom bar at widths of 768 px or less while the cart has items: 'Cart: N item(s)',
 * the total with tax and Checkout. The shop layout's padding keeps the page's end (the footer) from
 * hiding under it; toasts and the scroll-to-top button stand above it (CART_BAR_VAR).
 */
export function MobileCartBar() {
  const { items } = useCart();
  if (cartItemCount(items) === 0) return null;
  return <Bar />;
}

function Bar() {
  const navigate = useNavigate();
  const { items } = useCart();
  const actions = useCartActions();
  const count = cartItemCount(items);
  const ref = usePublishedHeight();
  return (
    <section
      ref={ref}
      aria-label="Cart summary"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gold-500/40 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur min-[769px]:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <div className="grid">
          <span className="text-sm text-muted">Cart: {count} item(s)</span>
          <span className="text-lg font-semibold text-maroon-900 tabular-nums">
            {formatPaise(cartSubtotalPaise(items))}
          </span>
        </div>
        <Button onClick={() => actions.checkout(items.length, () => void navigate('/shop/checkout'))}>
          {MESSAGES.cart.checkout}
        </Button>
      </div>
    </section>
  );
}
