/**
 * A guest's heart tap, kept in this tab while she signs in: carried out once she is signed in
 * (PendingWish), whichever page she lands on.
 */
const KEY = 'resham:pending-wish';
const UUID = /^[0-9a-f-]{36}$/i;

export function rememberWish(productId: string) {
  try {
    sessionStorage.setItem(KEY, productId);
  } catch {
    // Storage refused (private mode): she saves it again after signing in.
  }
}

/** The remembered product id, taken (forgotten as it is read). */
export function takePendingWish(): string | null {
  try {
    const id = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return id && UUID.test(id) ? id : null;
  } catch {
    return null;
  }
}
