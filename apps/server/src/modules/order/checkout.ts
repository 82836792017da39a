import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  COD_MESSAGES,
  COD_METHOD,
  formatPaise,
  GUEST_MESSAGES,
  isIndia,
  LIMITS,
  MESSAGES,
  ORDER_MESSAGES,
  type CodSettings,
  type OrderStatus,
  type PaymentChoice,
  type PaymentStatus,
  unitTaxPaise,
} from '@resham/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { cartItems, categories, orderItems, orders, products, users } from '../../db/schema';
import type { CatalogChanges } from '../../lib/catalog-changes';
import type { StockChange } from '../../lib/catalog-tags';
import { HttpError, notFound } from '../../lib/errors';
import { findUserAddress } from '../address/service';
import { deliveryWindow, type DeliverySettings } from '../delivery/delivery-estimate';
import { apiSummary, holdUse, priceOrder } from '../discount';
import type { AddressSnapshot } from '../../db/schema';
import { addressSnapshot } from './address-snapshot';
import { useProvenEmail } from './guest-codes';
import { lockGuestIdentity, type GuestIdentity } from '../../lib/guest-identity';
import { assertCodAllowed, emptyCartOf } from './cod';
import { assignInvoiceNumber } from './invoice-number';
import type { OrderReads } from './order-reads';
import type { PaymentProvider, ProviderOrder } from './payment-provider';
import type { OrderEvents } from './payments';
import { releaseOrder, type OrderReservations } from './reservations';
import { lockProducts, reserveStock } from './stock';

/** An order ready to pay, with what the payment window shows (no need to read the order again). */
export interface CreatedOrder {
  orderId: string;
  razorpayOrder: ProviderOrder;
  reservedUntil: Date | null;
  /** Prefilled in the payment window: the buyer's name and email, the delivery address's phone. */
  prefill: { name: string; email: string; contact: string };
}

/**
 * A guest's order (issue 34): placed by the stand-in buyer of her cart, with her name, email and phone
 * and the whole address; `emailProven` when she typed the code emailed to her (cash on delivery needs it).
 */
export interface GuestPlacement {
  buyer: { name: string; email: string; phone: string };
  /** Her email and phones, for what is counted per shopper. */
  identity: GuestIdentity;
  address: AddressSnapshot;
  emailProven: boolean;
}

/** A cash-on-delivery order: confirmed when placed, nothing to pay now. */
export interface CreatedCodOrder {
  orderId: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
}

export interface CheckoutSettings {
  /** COD_ENABLED and COD_MAX_RUPEES. */
  cod: CodSettings;
  reservationMinutes: number;
  /** STORE_STATE: the summary's tax split depends on it (its total does not). */
  sellerState: string;
  /** The delivery promise's rules: the dates checkout showed are kept on the order. */
  delivery: DeliverySettings;
}

/** Checkout: the cart becomes an order with its stock held and a provider order to pay (or a COD order); the shopper's retry. */
export class Checkout {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly reads: OrderReads,
    private readonly reservations: OrderReservations,
    private readonly settings: CheckoutSettings,
    private readonly events: OrderEvents,
    private readonly changes: CatalogChanges,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get reservationMs() {
    return this.settings.reservationMinutes * 60_000;
  }

  /**
   * Turns the session user's cart and chosen address into a pending order with its stock reserved,
   * then opens a provider order for the server-computed total. Nothing in the request body but the
   * address id is used. One transaction per shopper at a time (their user row is locked): an earlier
   * unpaid order is superseded and its stock given back in the same transaction, so a shopper never
   * holds stock for two orders (a unique index on orders backs this up). A discount code is priced and
   * one use of it taken here too (modules/discount); one that no longer applies is a 409.
   * Cash on delivery ('cod'): the same order, confirmed at once in the same transaction (stock taken for
   * good, invoice number, cart emptied, emails queued), with no provider order and nothing to pay now.
   * `expectedTotalPaise`, the total the shopper was shown: an order that would cost anything else is a
   * 409 with the summary as it is now, and nothing is taken (the transaction rolls back).
   */
  async create(
    userId: string,
    addressId: string | undefined,
    method: PaymentChoice = 'online',
    discountCode?: string,
    expectedTotalPaise?: number,
    guest?: GuestPlacement,
  ): Promise<CreatedOrder | CreatedCodOrder> {
    const cod = method === 'cod';
    const { order, buyer, stock } = await this.db.transaction(async (tx) => {
      // A guest's checkouts with one email or one phone, from any cart, one at a time: her COD orders
      // and once-per-shopper codes are counted by them (in this order: no two wait on each other).
      if (guest) await lockGuestIdentity(tx, guest.identity);
      const [account] = await tx
        .select({ name: users.userName, email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`, eq(users.guest, !!guest)))
        .for('update');
      // The account deleted while this request was on its way: the deletion held the row; no order.
      if (!account) throw new HttpError(401, MESSAGES.auth.notSignedIn);
      const buyer = guest
        ? { name: guest.buyer.name, email: guest.buyer.email, emailVerified: guest.emailProven }
        : account;
      // Cash on delivery holds stock with nothing paid and takes an invoice number at once: only an
      // account whose email is verified may do that (read under the row lock, so no burst gets past it),
      // or a guest who typed the code emailed to her, used up by this order (issue 34).
      if (cod && guest && !(guest.emailProven && (await useProvenEmail(tx, guest.buyer.email))))
        throw new HttpError(400, GUEST_MESSAGES.codeNeeded);
      if (cod && !buyer.emailVerified) throw new HttpError(400, COD_MESSAGES.verifyEmail);
      const lines = await tx
        .select({
          productId: cartItems.productId,
          quantity: cartItems.quantity,
          title: products.title,
          image: sql<string>`coalesce(${products.images}[1], '')`,
          deletedAt: products.deletedAt,
          stock: products.totalStock,
          category: categories.name,
          categoryId: categories.id,
        })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(cartItems.userId, userId));
      if (lines.length === 0) throw new HttpError(400, MESSAGES.toast.cartEmpty);
      const address = guest ? null : addressId ? await findUserAddress(tx, userId, addressId) : undefined;
      if (address === undefined) throw new HttpError(400, MESSAGES.toast.noAddress);
      const gone = lines.find((l) => l.deletedAt);
      if (gone) throw new HttpError(409, ORDER_MESSAGES.productGone(gone.title));

      const earlier = await tx
        .select({ id: orders.id, stockReserved: orders.stockReserved })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.orderStatus, 'pending'),
            eq(orders.paymentStatus, 'pending'),
          ),
        )
        .for('update');
      const earlierItems = earlier.length
        ? await tx
            .select({
              orderId: orderItems.orderId,
              productId: orderItems.productId,
              quantity: orderItems.quantity,
            })
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                earlier.map((o) => o.id),
              ),
            )
        : [];
      // Sold out already (as read now, without the lock; the shopper's own earlier order gives its units
      // back below): the answer is given at once instead of after every checkout queued for the product's
      // row lock. In a flash sale hundreds queue for one row, each holding a pooled connection while it
      // waits, and the ones that could only be told 'Only 0' waited the longest, slowing every other page.
      // A line that looks available here is still taken under the lock (reserveStock) or refused there.
      for (const l of lines) {
        const own = earlierItems
          .filter((i) => i.productId === l.productId)
          .reduce((n, i) => n + i.quantity, 0);
        if (l.stock + own < l.quantity)
          throw new HttpError(409, MESSAGES.toast.stockExceeded(l.stock + own), { productId: l.productId });
      }
      // Every product row this transaction will touch, locked in one order: no deadlock with other checkouts.
      // Prices are read as they are locked: what is charged is what is current.
      const locked = await lockProducts(tx, [
        ...lines.map((l) => l.productId),
        ...earlierItems.map((i) => i.productId),
      ]);
      const stock: StockChange[] = [];
      for (const o of earlier) {
        const items = earlierItems.filter((i) => i.orderId === o.id);
        stock.push(...(await releaseOrder(tx, o, { status: 'cancelled', reason: 'superseded' }, items)));
      }

      stock.push(...(await reserveStock(tx, lines)));
      const unitPrice = new Map(locked.map((p) => [p.id, p.effectivePricePaise]));
      const priced = lines.map((l) => ({ ...l, unitPricePaise: unitPrice.get(l.productId)! }));
      const snapshot = guest ? guest.address : addressSnapshot(address!);
      const { summary, use } = await priceOrder(tx, {
        userId,
        typedCode: discountCode,
        guest: guest?.identity,
        lines: priced.map((l) => ({
          unitPricePaise: l.unitPricePaise,
          quantity: l.quantity,
          category: l.categoryId,
        })),
        buyer: snapshot,
        sellerState: this.settings.sellerState,
      });
      // Priced from the rows locked above: what the shopper confirmed is what is charged, or nothing is.
      if (expectedTotalPaise !== undefined && summary.totalPaise !== expectedTotalPaise) {
        throw new HttpError(409, ORDER_MESSAGES.totalChanged(formatPaise(summary.totalPaise!)), {
          summary: apiSummary(summary, use?.code ?? null),
          totalChanged: true,
        });
      }
      if (cod)
        await assertCodAllowed(tx, this.settings.cod, userId, snapshot, summary.totalPaise!, guest?.identity);
      else if (summary.totalPaise! > LIMITS.maxOrderPaise) {
        throw new HttpError(400, ORDER_MESSAGES.tooLarge(formatPaise(LIMITS.maxOrderPaise)));
      } else if (summary.totalPaise! < LIMITS.minOrderPaise) {
        throw new HttpError(400, ORDER_MESSAGES.tooSmall(formatPaise(LIMITS.minOrderPaise)));
      }
      // The promise checkout showed for this address (India only), kept for the confirmation and emails.
      const promise = isIndia(snapshot.country)
        ? deliveryWindow(snapshot.pincode, new Date(), this.settings.delivery)
        : null;
      const [row] = await tx
        .insert(orders)
        .values({
          userId,
          deliveryEarliest: promise?.earliest ?? null,
          deliveryLatest: promise?.latest ?? null,
          subtotalPaise: summary.subtotalPaise,
          taxPaise: summary.taxPaise,
          shippingPaise: summary.shippingPaise!,
          totalPaise: summary.totalPaise!,
          discountCode: use?.code ?? null,
          discountPaise: summary.discountPaise,
          addressInfo: snapshot,
          buyerName: buyer.name,
          buyerEmail: buyer.email,
          guest: !!guest,
          provider: this.provider.name,
          ...(cod
            ? {
                paymentMethod: COD_METHOD,
                orderStatus: 'confirmed' as const,
                paymentStatus: 'cod_pending' as const,
                reservedUntil: null,
                invoiceNumber: await assignInvoiceNumber(tx, new Date()),
              }
            : { reservedUntil: new Date(Date.now() + this.reservationMs) }),
        })
        .returning();
      await holdUse(tx, row!.id, userId, use);
      await tx.insert(orderItems).values(
        priced.map((l, i) => ({
          orderId: row!.id,
          productId: l.productId,
          title: l.title,
          image: l.image,
          category: l.category,
          unitPricePaise: l.unitPricePaise,
          unitTaxPaise: unitTaxPaise(l.unitPricePaise),
          quantity: l.quantity,
          discountPaise: summary.lines[i]!.discountPaise,
          taxPaise: summary.lines[i]!.taxPaise,
        })),
      );
      if (cod) {
        await emptyCartOf(tx, userId, row!.id);
        await this.events.orderPaid(tx, row!.id);
      }
      return { order: row!, buyer: { name: buyer.name, email: buyer.email }, stock };
    });
    this.changes.changed(...stock);
    if (cod) {
      this.events.afterCommit?.();
      return { orderId: order.id, orderStatus: order.orderStatus, paymentStatus: order.paymentStatus };
    }

    try {
      const providerOrder = await this.provider.createOrder(order.totalPaise, order.id);
      await this.db.update(orders).set({ providerOrderId: providerOrder.id }).where(eq(orders.id, order.id));
      return {
        orderId: order.id,
        razorpayOrder: providerOrder,
        reservedUntil: order.reservedUntil,
        prefill: { ...buyer, contact: order.addressInfo.phone },
      };
    } catch (err) {
      this.log.error({ err, orderId: order.id }, 'payment provider order failed; releasing the reservation');
      await this.reservations.cancel(order.id, 'provider-failed');
      throw new HttpError(502, ORDER_MESSAGES.gatewayDown);
    }
  }

  /**
   * Lets the shopper pay a pending order again (same provider order), extending its reservation, but
   * never beyond twice RESERVATION_MINUTES from the order's creation: after that the stock goes back.
   */
  async retryPayment(userId: string, orderId: string): Promise<CreatedOrder> {
    // The order with its buyer, read once: what the checks and the payment window need.
    const [order] = await this.db
      .select({
        orderStatus: orders.orderStatus,
        paymentStatus: orders.paymentStatus,
        providerOrderId: orders.providerOrderId,
        totalPaise: orders.totalPaise,
        createdAt: orders.createdAt,
        addressInfo: orders.addressInfo,
        name: orders.buyerName,
        email: orders.buyerEmail,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.orderStatus !== 'pending' || order.paymentStatus !== 'pending' || !order.providerOrderId) {
      throw new HttpError(409, notPayable(order.paymentStatus));
    }
    const holdEnds = order.createdAt.getTime() + 2 * this.reservationMs;
    const until = new Date(Math.min(Date.now() + this.reservationMs, holdEnds));
    const [extended] = await this.db
      .update(orders)
      .set({ reservedUntil: until, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.orderStatus, 'pending'),
          eq(orders.paymentStatus, 'pending'),
          sql`${until.toISOString()}::timestamptz > now()`,
        ),
      )
      .returning({ reservedUntil: orders.reservedUntil });
    if (!extended) {
      // Still pending: its hold ran out, so it ends now. Otherwise it was paid or cancelled meanwhile.
      if (await this.reservations.cancel(orderId, 'expired'))
        throw new HttpError(409, ORDER_MESSAGES.holdEnded);
      const [now] = await this.db
        .select({ paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, orderId));
      throw new HttpError(409, notPayable(now?.paymentStatus));
    }
    return {
      orderId,
      razorpayOrder: { id: order.providerOrderId, amount: order.totalPaise, currency: 'INR' },
      reservedUntil: extended.reservedUntil,
      prefill: { name: order.name, email: order.email, contact: order.addressInfo.phone },
    };
  }
}

/** Why an order cannot be paid again: it is paid, or otherwise no longer awaiting payment. */
function notPayable(paymentStatus: PaymentStatus | undefined): string {
  return paymentStatus === 'paid' ? ORDER_MESSAGES.alreadyPaid : ORDER_MESSAGES.notPending;
}
