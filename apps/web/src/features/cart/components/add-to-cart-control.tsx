/** Placeholder until the cart feature fills it: 'Add to cart', or a quantity stepper once in the cart. */
export interface AddToCartProduct {
  _id: string;
  title: string;
  totalStock: number;
}

export function AddToCartControl(_props: { product: AddToCartProduct; className?: string }) {
  return null;
}
