import { useSyncExternalStore } from 'react';
import { WISHES } from '@resham/shared';

/**
 * A guest's hearts (issue 34), kept in this browser (localStorage) until she signs in, when they join
 * her account's wishlist (GuestWishesJoin). At most the account's own limit; anything else in storage is
 * ignored.
 */
const KEY = 'resham:guest-wishes';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NONE: ReadonlySet<string> = new Set();

let cached: ReadonlySet<string> | null = null;
const listeners = new Set<() => void>();

function read(): ReadonlySet<string> {
  if (cached) return cached;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    const ids = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
    cached = new Set(ids.filter((id) => UUID.test(id)).slice(0, WISHES.wishlistMax));
  } catch {
    cached = NONE;
  }
  return cached;
}

function write(ids: ReadonlySet<string>) {
  cached = ids;
  try {
    if (ids.size) localStorage.setItem(KEY, JSON.stringify([...ids]));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): kept for this page's life only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  // Another tab's change.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY && event.key !== null) return;
    cached = null;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The guest's saved ids; none on the server and while the server's HTML hydrates. */
export const useGuestWishIds = () => useSyncExternalStore(subscribe, read, () => NONE);

/** Saves or unsaves `productId` for the guest: whether it is saved now, or 'full' at the limit. */
export function toggleGuestWish(productId: string): boolean | 'full' {
  const next = new Set(read());
  if (next.delete(productId)) {
    write(next);
    return false;
  }
  if (next.size >= WISHES.wishlistMax) return 'full';
  write(next.add(productId));
  return true;
}

/** The guest's saved ids as they are now (to be saved to the account at sign-in). */
export const guestWishIds = (): string[] => [...read()];

/** Forgets one of the guest's ids (saved to the account, or a product that is gone). */
export function forgetGuestWish(productId: string) {
  const next = new Set(read());
  if (next.delete(productId)) write(next);
}
