import { useEffect, useRef } from 'react';
import { MESSAGES } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { ShoppingBagIcon } from '../../../components/ui/lean-icons';
import { cn } from '../../../lib/cn';
import { useCart } from '../api';
import type { CartProduct } from '../cart-math';
import { useCartActions } from '../hooks/use-cart-actions';
import { QuantityStepper } from './quantity-stepper';

/** The product fields the control needs; a full product (price, images) makes the optimistic line exact. */
export type AddToCartProduct = CartProduct;

/**
 * 'Add to cart' while the product is not in the cart, a quantity stepper once it is (− at 1 removes it),
 * and a disabled 'Out Of Stock' button when none is left. Clicks do not reach an enclosing card, and
 * keyboard focus follows the swap between the button and the stepper. 44 px high: a thumb-sized target
 * on a two-up phone grid.
 */
export function AddToCartControl({ product, className }: { product: AddToCartProduct; className?: string }) {
  const { items } = useCart();
  const actions = useCartActions();
  const line = items.find((item) => item.productId === product._id);
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  const inCart = line !== undefined;
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    // The button that had focus was replaced: focus its counterpart (+ of the stepper, or Add to cart).
    const buttons = box.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)');
    buttons?.[buttons.length - 1]?.focus();
  }, [inCart]);
  const focusFollows = () => {
    refocus.current = box.current?.contains(document.activeElement) ?? false;
  };

  let control;
  if (line) {
    control = (
      <QuantityStepper
        title={product.title}
        quantity={line.quantity}
        size="lg"
        className={cn('w-full justify-between', className)}
        onDecrement={() => {
          if (line.quantity <= 1) {
            focusFollows();
            actions.remove(line, MESSAGES.toast.removedFromCart);
          } else {
            actions.setQuantity(line, line.quantity - 1);
          }
        }}
        onIncrement={() => actions.add(product, line)}
      />
    );
  } else if (product.totalStock <= 0) {
    control = (
      <Button variant="outline" size="touch" disabled className={cn('w-full', className)}>
        {MESSAGES.cart.outOfStock}
      </Button>
    );
  } else {
    control = (
      <Button
        size="touch"
        className={cn('w-full', className)}
        onClick={(event) => {
          event.stopPropagation();
          focusFollows();
          actions.add(product, undefined);
        }}
      >
        <ShoppingBagIcon />
        {MESSAGES.cart.addToCart}
        <span className="sr-only">: {product.title}</span>
      </Button>
    );
  }
  return (
    <div ref={box} className="contents">
      {control}
    </div>
  );
}
