import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { MESSAGES } from '@resham/shared';
import { RetryLaterError, type RateCounter } from '../../lib/rate-limit';
import { GUEST_CART_COOKIE, setGuestCartCookies, type GuestCarts } from './guest-carts';

/** New guest carts an hour per client address: each is a row and a stand-in buyer. */
export const NEW_GUEST_CARTS_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

export interface GuestCartOpening {
  guestCarts: GuestCarts;
  counter: RateCounter;
  secureCookies: boolean;
  /** RATE_LIMIT_SCALE applied. */
  newCartsPerHour: number;
}

/**
 * The guest's cart for a change (the cart API's add, the server-rendered Add to cart form): the
 * cookie's, its 30 days begun again, or a new one, limited per client address. Its stand-in buyer's id.
 */
export function guestCartOpener(opts: GuestCartOpening) {
  return async function openGuestCart(req: FastifyRequest, reply: FastifyReply): Promise<string> {
    const token = req.cookies[GUEST_CART_COOKIE];
    if (!(await opts.guestCarts.shopperOf(token))) {
      const key = `guest-cart:address:${normalizeIP(req.ip)}`;
      const count = (await opts.counter.hit([key], HOUR_MS)).get(key)!;
      if (count.hits > opts.newCartsPerHour) {
        const seconds = Math.max(1, Math.ceil(count.ttlMs / 1000));
        throw new RetryLaterError(429, MESSAGES.auth.tooManyRequests(seconds), seconds);
      }
    }
    const opened = await opts.guestCarts.open(token);
    setGuestCartCookies(reply, opened.token ?? token!, opts.secureCookies);
    return opened.shopperId;
  };
}
