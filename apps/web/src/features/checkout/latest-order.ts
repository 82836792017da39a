/** Spec §3: the newest paid order's id, kept in local storage for the payment-success page. */
export const LATEST_ORDER_KEY = 'latestOrderId';

export function saveLatestOrderId(orderId: string) {
  try {
    localStorage.setItem(LATEST_ORDER_KEY, orderId);
  } catch {
    // Storage blocked: the success page falls back to its orderId query parameter.
  }
}

export function readLatestOrderId(): string | null {
  try {
    return localStorage.getItem(LATEST_ORDER_KEY) || null;
  } catch {
    return null;
  }
}
