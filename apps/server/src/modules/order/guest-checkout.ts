import { normalizeIP } from '@fastify/rate-limit';
import {
  addressInputSchema,
  GUEST_MESSAGES,
  guestBuyerSchema,
  guestEmailCodeSchema,
  MESSAGES,
  type PaymentChoice,
} from '@resham/shared';
import type { z } from 'zod';
import type { AddressSnapshot } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { RetryLaterError, type RateCounter } from '../../lib/rate-limit';
import { checkPlace } from '../address/service';
import type { CodeGuessThrottle } from '../discount/guess-throttle';
import type { Checkout, CreatedCodOrder, CreatedOrder } from './checkout';
import type { GuestEmailCodes } from './guest-codes';

/** Guest orders an hour (before RATE_LIMIT_SCALE), per email, per phone and per client address. */
export const GUEST_ORDER_LIMITS = { perEmail: 5, perPhone: 5, perAddress: 10, windowMs: 3_600_000 } as const;

/** The first issue of a failed parse, as the API's 400 (the field's own message, its path). */
function invalid(error: z.ZodError, prefix: string): HttpError {
  const issues = error.issues.map((i) => ({ path: [prefix, ...i.path].join('.'), message: i.message }));
  return new HttpError(400, issues[0]!.message, { issues });
}

export interface GuestOrderRequest {
  /** The stand-in buyer of the cart her cookie names (null: no cart). */
  shopperId: string | null;
  ip: string;
  body: {
    guest?: unknown;
    addressInfo?: unknown;
    emailCode?: unknown;
    /** "Create an account with these details" (true), or not. */
    createAccount?: unknown;
  };
  paymentMethod: PaymentChoice;
  discountCode: string | undefined;
  expectedTotalPaise: number | undefined;
}

/**
 * An order without an account (issue 34): `guest: { name, email, phone }` and the whole address,
 * checked as the address book checks one; then the signed-in shopper's checkout on the cart's stand-in
 * buyer. Limited per email, phone and client address; cash on delivery needs the emailed code.
 */
export class GuestCheckout {
  constructor(
    private readonly checkout: Checkout,
    private readonly codes: GuestEmailCodes,
    private readonly guesses: CodeGuessThrottle,
    private readonly counter: RateCounter,
    private readonly limits: { perEmail: number; perPhone: number; perAddress: number; windowMs: number },
    /** "Create an account with these details": after the order, an account and its set-password link. */
    private readonly accounts: { offerAccount(name: string, email: string): void },
  ) {}

  async create(req: GuestOrderRequest): Promise<CreatedOrder | CreatedCodOrder> {
    const buyer = guestBuyerSchema.safeParse(req.body.guest ?? {});
    if (!buyer.success) throw invalid(buyer.error, 'guest');
    const rawAddress = req.body.addressInfo;
    if (!rawAddress || typeof rawAddress !== 'object' || Array.isArray(rawAddress))
      throw new HttpError(400, MESSAGES.toast.noAddress);
    // Her phone is the delivery's unless the address names another.
    const parsed = addressInputSchema.safeParse({ phone: buyer.data.phone, ...rawAddress });
    if (!parsed.success) throw invalid(parsed.error, 'addressInfo');
    const code =
      req.body.emailCode === undefined || req.body.emailCode === ''
        ? undefined
        : guestEmailCodeSchema.safeParse(req.body.emailCode);
    if (code && !code.success) throw invalid(code.error, 'emailCode');
    const place = await checkPlace(parsed.data);
    if (!req.shopperId) throw new HttpError(400, MESSAGES.toast.cartEmpty);
    const identity = { email: buyer.data.email, phones: [...new Set([buyer.data.phone, place.phone])] };
    await this.admit(identity, req.ip);
    if (req.discountCode) await this.guesses.check(`guest:${identity.email}`, req.ip, req.discountCode);
    let emailProven = false;
    if (req.paymentMethod === 'cod') {
      if (!code) throw new HttpError(400, GUEST_MESSAGES.codeNeeded);
      emailProven = await this.codes.check(identity.email, code.data);
      if (!emailProven) throw new HttpError(400, GUEST_MESSAGES.codeWrong);
    }
    const address: AddressSnapshot = { addressId: '', ...place };
    const created = await this.checkout.create(
      req.shopperId,
      undefined,
      req.paymentMethod,
      req.discountCode,
      req.expectedTotalPaise,
      {
        buyer: buyer.data,
        identity,
        address,
        emailProven,
      },
    );
    // The order stands whatever becomes of the account (made after the answer; a failure is logged).
    if (req.body.createAccount === true) this.accounts.offerAccount(buyer.data.name, buyer.data.email);
    return created;
  }

  /** Counts the order against her email, each phone and the client address; 429 past any of them. */
  private async admit(who: { email: string; phones: string[] }, ip: string): Promise<void> {
    const { perEmail, perPhone, perAddress, windowMs } = this.limits;
    const keys: [string, number][] = [
      [`guest-order:email:${who.email}`, perEmail],
      ...who.phones.map((p): [string, number] => [`guest-order:phone:${p}`, perPhone]),
      [`guest-order:address:${normalizeIP(ip)}`, perAddress],
    ];
    const counts = await this.counter.hit(
      keys.map(([k]) => k),
      windowMs,
    );
    const waitMs = Math.max(
      0,
      ...keys.map(([k, max]) => (counts.get(k)!.hits > max ? counts.get(k)!.ttlMs : 0)),
    );
    if (waitMs > 0) {
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      throw new RetryLaterError(429, GUEST_MESSAGES.tooManyOrders(minutes), Math.ceil(waitMs / 1000));
    }
  }
}
