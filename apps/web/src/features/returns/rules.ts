// What the order page decides about returns before asking the server (which decides again, and whose
// answer is shown as it is): whether to offer "Return or exchange", what is left to return, who pays the
// pickup. Pure, so the rules are tested without a browser.
import {
  COD_METHOD,
  PHOTO_REASONS,
  RETURN_LIMITS,
  type PublicConfig,
  type ReturnAnswer,
  type ReturnKind,
  type ReturnReason,
} from '@resham/shared';

export type ReturnSettings = PublicConfig['returns'];

const DAY_MS = 86_400_000;

/** The order's fields these rules read. */
export interface ReturnableOrder {
  orderStatus: string;
  paymentMethod: string;
  /** When staff marked it delivered: the window counts from here, as the server counts it. */
  deliveredAt: string | null;
  cartItems: ReadonlyArray<{ productId: string; title: string; quantity: number }>;
}

/** The last moment a request may be sent, as this page can tell; null when returns are not taken. */
export function windowEndsAt(order: ReturnableOrder, settings: ReturnSettings | undefined): Date | null {
  if (!settings || settings.windowDays <= 0 || order.orderStatus !== 'delivered' || !order.deliveredAt)
    return null;
  const from = new Date(order.deliveredAt).getTime();
  if (Number.isNaN(from)) return null;
  return new Date(from + settings.windowDays * DAY_MS);
}

/** Units of each line not yet in a request the shop has not turned down (the server's own count). */
export function unitsLeft(
  order: ReturnableOrder,
  requests: readonly Pick<ReturnAnswer, 'rejectionReason' | 'items'>[],
): Map<string, number> {
  const left = new Map(order.cartItems.map((i) => [i.productId, i.quantity]));
  for (const request of requests) {
    // Turned down (and maybe closed since): its units may be asked for again.
    if (request.rejectionReason !== null) continue;
    for (const item of request.items)
      if (left.has(item.productId))
        left.set(item.productId, Math.max(0, left.get(item.productId)! - item.quantity));
  }
  return left;
}

/** "Return or exchange" is offered: delivered, inside the window, with something left to send back. */
export function canAskForReturn(
  order: ReturnableOrder,
  settings: ReturnSettings | undefined,
  requests: readonly Pick<ReturnAnswer, 'rejectionReason' | 'items'>[],
  now = Date.now(),
): boolean {
  const end = windowEndsAt(order, settings);
  if (!end || now > end.getTime()) return false;
  return [...unitsLeft(order, requests).values()].some((n) => n > 0);
}

export const photosRequired = (reason: ReturnReason | '') => reason !== '' && PHOTO_REASONS.includes(reason);

export const pickupIsFree = (reason: ReturnReason, settings: ReturnSettings) =>
  settings.freePickupReasons.includes(reason);

/** A cash-on-delivery order's refund goes by bank transfer: it needs a UPI id or an account. */
export const needsRefundTo = (order: Pick<ReturnableOrder, 'paymentMethod'>, kind: ReturnKind) =>
  order.paymentMethod === COD_METHOD && kind === 'refund';

/** "3 hours", "2 days": how long a request has waited, for staff. */
export function ageText(createdAt: string, now = Date.now()): string {
  const ms = Math.max(0, now - new Date(createdAt).getTime());
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return minutes <= 1 ? 'just now' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/**
 * "Exchange" is offered when the shop takes exchanges and the order was paid online: a replacement is paid
 * from the original payment, and cash on delivery has none (the server refuses it too).
 */
export const exchangeOffered = (
  order: Pick<ReturnableOrder, 'paymentMethod'>,
  settings: Pick<ReturnSettings, 'exchanges'>,
) => settings.exchanges && order.paymentMethod !== COD_METHOD;

/** A product she chose for the exchange, with the most units she may ask for. */
export interface ExchangeDraftLine {
  productId: string;
  title: string;
  quantity: number;
  /** Units she may ask for: the product's stock today, at most exchangeUnitsMax. */
  max: number;
}

/** An exchange's choice: the returned items themselves, or other products. */
export interface ExchangeDraft {
  mode: 'same' | 'other';
  lines: ExchangeDraftLine[];
}
export const SAME_ITEMS: ExchangeDraft = { mode: 'same', lines: [] };

/** The most units of a product in stock an exchange may ask for (none when sold out). */
export const exchangeUnitsFor = (totalStock: number) =>
  Math.max(0, Math.min(totalStock, RETURN_LIMITS.exchangeUnitsMax));

/** Adds a product (one unit) unless chosen already or the list is full; sold out adds nothing. */
export function addExchangeLine(
  lines: readonly ExchangeDraftLine[],
  product: { _id: string; title: string; totalStock: number },
): ExchangeDraftLine[] {
  const max = exchangeUnitsFor(product.totalStock);
  if (max === 0 || lines.some((l) => l.productId === product._id)) return [...lines];
  if (lines.length >= RETURN_LIMITS.exchangeLinesMax) return [...lines];
  return [...lines, { productId: product._id, title: product.title, quantity: 1, max }];
}

/** What the request sends as exchangeFor: nothing for the same items (the server's default). */
export function exchangeForOf(draft: ExchangeDraft): { productId: string; quantity: number }[] | undefined {
  if (draft.mode === 'same') return undefined;
  return draft.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
}
