/** Placeholder until the reviews feature fills it: 'What Our Customers Say' on the home page. */
export function ReviewsSection() {
  return null;
}
