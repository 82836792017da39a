/** Number of items in the cart. Placeholder until the cart issue wires the cart API. */
export function useCartCount(): number {
  return 0;
}
