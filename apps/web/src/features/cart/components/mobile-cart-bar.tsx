/** Placeholder until the cart feature fills it: the fixed bottom bar at ≤ 768 px. */
export function MobileCartBar() {
  return null;
}
