import { and, eq } from 'drizzle-orm';
import {
  COD_METHOD,
  formatPaise,
  ORDER_MESSAGES,
  SHOPPER_CANCEL_MESSAGES as M,
  SHOPPER_CANCELLABLE,
  type ShopperCancelReason,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { CatalogChanges } from '../../lib/catalog-changes';
import { HttpError } from '../../lib/errors';
import type { StatusEvents } from './admin-service';
import type { OrderReads } from './order-reads';
import { oweExchangeCreditBack, oweOrderPayment } from './refund-records';
import type { OrderRefunds } from './refunds';
import type { OrderReservations } from './reservations';
import { releaseOrder } from './reservations';

/**
 * The shopper cancels her own order: an unpaid one (its hold ends), or a confirmed one before dispatch
 * (confirmed or in process) with a reason from the list. A confirmed order is cancelled under its row
 * lock in one transaction: stock back once, a prepaid payment marked owed (refund_pending, and its refund
 * row written) and then refunded in full through the refund machinery (claimed, retried by the sweep), the
 * 'cancelled' email queued. Of two cancels, or a cancel and staff's In Shipping, one wins; the other
 * finds the order moved on and gets 409. A COD order takes no money.
 */
export class ShopperCancel {
  constructor(
    private readonly db: Db,
    private readonly reads: OrderReads,
    private readonly reservations: OrderReservations,
    private readonly refunds: OrderRefunds,
    private readonly events: StatusEvents,
    private readonly changes: CatalogChanges,
  ) {}

  async cancel(userId: string, orderId: string, reason: ShopperCancelReason | undefined) {
    const seen = await this.reads.ownOrder(userId, orderId);
    if (seen.orderStatus === 'pending') {
      if (!(await this.reservations.cancel(seen.id, 'shopper')))
        throw new HttpError(409, ORDER_MESSAGES.notPending);
      return { message: ORDER_MESSAGES.cancelled, data: await this.reads.details(orderId, userId) };
    }
    if (!SHOPPER_CANCELLABLE.includes(seen.orderStatus)) throw new HttpError(409, refusal(seen.orderStatus));
    if (!reason) throw new HttpError(400, M.reasonRequired);

    const outcome = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      // Moved on since it was read (another cancel, staff shipped or rejected it): nothing changes.
      if (!order || !SHOPPER_CANCELLABLE.includes(order.orderStatus)) {
        return { won: false as const, status: order?.orderStatus };
      }
      const released = await releaseOrder(tx, order, { status: 'cancelled', reason: 'shopper' });
      const prepaid =
        order.paymentMethod !== COD_METHOD && order.paymentStatus === 'paid' && order.paymentId !== '';
      // A settled order has nothing for the reconciliation sweep to ask about.
      await tx
        .update(orders)
        .set({ shopperCancelReason: reason, reconcileAt: null })
        .where(eq(orders.id, orderId));
      // Owed back from this moment: the sweep refunds it if this process stops before the call below.
      if (prepaid) await oweOrderPayment(tx, orderId, 'paid', 'shopper_cancelled');
      const creditKey = await oweExchangeCreditBack(tx, order);
      await this.events.statusChanged(tx, orderId, 'cancelled');
      return {
        won: true as const,
        prepaid,
        totalPaise: order.totalPaise,
        creditPaise: order.exchangeCreditPaise,
        released,
        creditKey,
      };
    });
    if (!outcome.won) throw new HttpError(409, refusal(outcome.status));
    this.events.afterCommit?.();
    this.changes.changed(...outcome.released);
    // Refunded now if the provider answers; refund_failed (retried by the sweep) otherwise.
    if (outcome.prepaid) await this.refunds.refund(orderId);
    if (outcome.creditKey) await this.refunds.refundByKey(outcome.creditKey);
    const data = await this.reads.details(orderId, userId);
    const amount = formatPaise(outcome.totalPaise);
    return {
      message: outcome.prepaid
        ? M.cancelledRefund(amount, data.paymentStatus === 'refunded')
        : outcome.creditKey
          ? // An exchange's replacement: the returned units' credit goes back to the original payment.
            M.cancelledRefund(formatPaise(outcome.creditPaise), false)
          : M.cancelledCod,
      data,
    };
  }
}

/** Why a cancel is refused: shipped already, or no longer open (cancelled, rejected, delivered). */
function refusal(status: string | undefined): string {
  return status === 'inShipping' || status === 'delivered' || status === 'returned'
    ? M.tooLate
    : status === 'cancelled'
      ? M.alreadyCancelled
      : M.notOpen;
}
