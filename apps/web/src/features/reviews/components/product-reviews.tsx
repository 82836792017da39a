/** Placeholder until the reviews feature fills it: a product's reviews in its details. */
export function ProductReviews(_props: { productId: string }) {
  return null;
}
