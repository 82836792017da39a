import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captureResponseSchema,
  DISCOUNT_LIMITS,
  DISCOUNT_MESSAGES,
  discountRefusedResponseSchema,
  isWholePaise,
  LIMITS,
  MESSAGES,
  ORDER_MESSAGES,
  orderCancelledResponseSchema,
  orderCreatedResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
  paiseToRupees,
  PAYMENT_CHOICES,
  paymentStartResponseSchema,
  rupeesToPaise,
  shopperCancelBodySchema,
  verifyPaymentResponseSchema,
  type PaymentStart,
} from '@resham/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { assertSelf, currentUser } from '../../lib/access';
import { HttpError, unauthorized } from '../../lib/errors';
import { GUEST_CART_COOKIE } from '../cart/guest-carts';
import type { GuestCheckout } from './guest-checkout';
import { GUEST_CHECKOUT_TOKEN_MS, GUEST_ORDER_COOKIE, mintOrderToken, orderOfToken } from './guest-links';
import type { CodeGuessThrottle } from '../discount/guess-throttle';
import { ok, replies } from '../../lib/responses';
import type { Checkout, CreatedOrder } from './checkout';
import type { ShopperCancel } from './shopper-cancel';
import type { OrderReads } from './order-reads';
import type { PaymentProvider } from './payment-provider';
import type { OrderPayments } from './payments';

const orderIdParams = z.object({ orderId: z.uuid(ORDER_MESSAGES.notFound) });
/** An address id of the wrong shape is no address: the spec's message, not a 500. */
const addressIdField = z.uuid(MESSAGES.toast.noAddress).optional();
const COD_CHOICE_MESSAGE = "paymentMethod must be 'online' or 'cod'.";

export interface OrderRoutesOptions {
  checkout: Checkout;
  cancels: ShopperCancel;
  orders: OrderReads;
  payments: OrderPayments;
  provider: PaymentProvider;
  /** Codes that do not exist count here as at the code box. */
  guesses: CodeGuessThrottle;
  storeName: string;
  themeColor: string;
  db: Db;
  /** An order without a session (issue 34): the cart the guest's cookie names, her details. */
  guestCheckout: GuestCheckout;
  guestCarts: { shopperOf(token: string | undefined): Promise<string | null> };
  secureCookies: boolean;
}

/**
 * Who acts on an order: the signed-in shopper, or (no session) the buyer of the guest order whose
 * cookie the create answer set, for that order only. Neither: 401, as before guests could buy.
 */
export async function orderActor(db: Db, req: FastifyRequest, orderId: string): Promise<string> {
  if (req.user) return req.user.id;
  const token = req.cookies[GUEST_ORDER_COOKIE];
  if (token === undefined) throw unauthorized(MESSAGES.auth.notSignedIn);
  const found = await orderOfToken(db, token);
  if (!found || found.orderId !== orderId) throw new HttpError(404, ORDER_MESSAGES.notFound);
  return found.userId;
}

export async function orderRoutes(app: FastifyInstance, opts: OrderRoutesOptions) {
  const { checkout, cancels, orders, payments, provider, guesses, storeName, themeColor, db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customer = { access: 'customer' } as const;
  const shopperOrGuest = { access: 'public', optionalUser: true } as const;

  /** The order's own cookie for a guest's browser: it pays, retries and opens this order alone. */
  async function setGuestOrderCookie(reply: FastifyReply, orderId: string) {
    const token = await mintOrderToken(db, orderId, GUEST_CHECKOUT_TOKEN_MS);
    reply.setCookie(GUEST_ORDER_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies,
      maxAge: GUEST_CHECKOUT_TOKEN_MS / 1000,
    });
  }

  /** The response of create and retry: the provider order, how long the stock is held, the window's options. */
  const paymentWindow = (result: CreatedOrder): PaymentStart => ({
    success: true,
    orderId: result.orderId,
    razorpayOrder: result.razorpayOrder,
    reservedUntil: result.reservedUntil?.toISOString() ?? null,
    // What the browser needs to open the payment window (spec §7: the payment window).
    checkout: {
      key: provider.keyId,
      provider: provider.name,
      name: storeName,
      description: 'Order Payment',
      prefill: result.prefill,
      theme: { color: themeColor },
    },
  });

  // Only the address id, the way to pay, a discount code and the total the shopper was shown are read
  // from the body; prices, statuses and user ids sent by the browser are ignored, and so is the spec's
  // totalAmount (the spec's client computes it by rules of its own). Cash on delivery answers the confirmed order
  // (no razorpayOrder).
  // Without a session (issue 34): `guest`, the whole `addressInfo` and, for cash on delivery, the
  // `emailCode` are read too (GuestCheckout); the answer sets the order's own cookie.
  r.post(
    '/api/shop/order/create',
    {
      config: shopperOrGuest,
      schema: {
        body: z
          .object({
            userId: z.string().optional(),
            addressId: addressIdField,
            addressInfo: z.object({ addressId: addressIdField }).loose().optional(),
            // The spec's client sends 'razorpay' (its only way to pay): that is paying online.
            paymentMethod: z.preprocess(
              (v) => (v === 'razorpay' ? 'online' : v),
              z.enum(PAYMENT_CHOICES, { error: COD_CHOICE_MESSAGE }).default('online'),
            ),
            /** Typed by the shopper; '' is none. A code that no longer applies is a 409 with the summary without it. */
            discountCode: z
              .string({ error: DISCOUNT_MESSAGES.notFound })
              .trim()
              .max(DISCOUNT_LIMITS.codeMax, DISCOUNT_MESSAGES.notFound)
              .optional(),
            /**
             * The total the shopper was shown (rupees): an order that would cost anything else is a 409
             * with the summary as it is now. The web app always sends it; the spec's client does not.
             */
            expectedTotal: z
              .number({ error: ORDER_MESSAGES.expectedTotalInvalid })
              .min(0, ORDER_MESSAGES.expectedTotalInvalid)
              .max(paiseToRupees(LIMITS.maxInteger), ORDER_MESSAGES.expectedTotalInvalid)
              .refine(isWholePaise, ORDER_MESSAGES.expectedTotalInvalid)
              .optional(),
          })
          .loose(),
        response: replies({ 200: orderCreatedResponseSchema, 409: discountRefusedResponseSchema }),
      },
    },
    async (req, reply) => {
      const discountCode = req.body.discountCode || undefined;
      const expected = req.body.expectedTotal;
      const expectedTotalPaise = expected === undefined ? undefined : rupeesToPaise(expected);
      let created: Awaited<ReturnType<Checkout['create']>>;
      let orderLink: string | undefined;
      if (!req.user) {
        created = await opts.guestCheckout.create({
          shopperId: await opts.guestCarts.shopperOf(req.cookies[GUEST_CART_COOKIE]),
          ip: req.ip,
          body: req.body,
          paymentMethod: req.body.paymentMethod,
          discountCode,
          expectedTotalPaise,
        });
        await setGuestOrderCookie(reply, created.orderId);
        // Her browser opens the order's page after paying, as the link in her email does.
        orderLink = `/shop/order/${await mintOrderToken(db, created.orderId, null)}`;
      } else {
        const user = assertSelf(req, req.body.userId);
        const addressId = req.body.addressId ?? req.body.addressInfo?.addressId;
        // A code that does not exist counts as at the code box (429 past the limit).
        if (discountCode) await guesses.check(user.id, req.ip, discountCode);
        created = await checkout.create(
          user.id,
          addressId,
          req.body.paymentMethod,
          discountCode,
          expectedTotalPaise,
        );
      }
      if (!('razorpayOrder' in created)) {
        return {
          success: true as const,
          paymentMethod: 'cod' as const,
          ...created,
          message: ORDER_MESSAGES.codPlaced,
          ...(orderLink ? { orderLink } : {}),
        };
      }
      return { ...paymentWindow(created), ...(orderLink ? { orderLink } : {}) };
    },
  );

  r.post(
    '/api/shop/order/retry/:orderId',
    {
      config: shopperOrGuest,
      schema: { params: orderIdParams, response: replies({ 200: paymentStartResponseSchema }) },
    },
    async (req) => {
      const userId = await orderActor(db, req, req.params.orderId);
      return paymentWindow(await checkout.retryPayment(userId, req.params.orderId));
    },
  );

  r.post(
    '/api/shop/order/verify-razorpay',
    {
      config: shopperOrGuest,
      schema: {
        body: z.object({
          orderId: z.uuid(ORDER_MESSAGES.notFound),
          razorpay_order_id: z.string().min(1).max(100),
          razorpay_payment_id: z.string().min(1).max(100),
          razorpay_signature: z.string().min(1).max(200),
        }),
        response: replies({ 200: verifyPaymentResponseSchema }),
      },
    },
    async (req) => {
      // 200 either way once the payment is genuine: success says whether it confirmed the order.
      return payments.verifyCheckout(await orderActor(db, req, req.body.orderId), req.body);
    },
  );

  // A leftover of the original PayPal flow: it never marks anything paid, it only reports the order's real state.
  r.post(
    '/api/shop/order/capture',
    {
      config: shopperOrGuest,
      schema: {
        body: z.object({ orderId: z.uuid(ORDER_MESSAGES.notFound) }).loose(),
        response: replies({ 200: captureResponseSchema }),
      },
    },
    async (req) => {
      const order = await orders.ownOrder(await orderActor(db, req, req.body.orderId), req.body.orderId);
      return {
        success: order.paymentStatus === 'paid',
        message:
          order.paymentStatus === 'paid' ? ORDER_MESSAGES.alreadyPaid : ORDER_MESSAGES.paymentNotCaptured,
        data: { orderId: order.id, orderStatus: order.orderStatus, paymentStatus: order.paymentStatus },
      };
    },
  );

  r.post(
    '/api/shop/order/cancel/:orderId',
    {
      config: customer,
      schema: {
        params: orderIdParams,
        body: shopperCancelBodySchema,
        response: replies({ 200: orderCancelledResponseSchema }),
      },
    },
    async (req) => ({
      success: true as const,
      ...(await cancels.cancel(currentUser(req).id, req.params.orderId, req.body?.reason)),
    }),
  );

  r.get(
    '/api/shop/order/list/:userId',
    {
      config: customer,
      schema: {
        params: z.object({ userId: z.string() }),
        response: replies({ 200: orderListResponseSchema }),
      },
    },
    async (req) => {
      const user = assertSelf(req, req.params.userId);
      return ok(await orders.listForUser(user.id));
    },
  );

  r.get(
    '/api/shop/order/details/:orderId',
    {
      config: customer,
      schema: { params: orderIdParams, response: replies({ 200: orderResponseSchema }) },
    },
    async (req) => ok(await orders.details(req.params.orderId, currentUser(req).id)),
  );
}
