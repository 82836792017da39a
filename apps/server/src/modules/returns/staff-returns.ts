import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  COD_METHOD,
  RETURN_LIMITS as L,
  RETURN_MESSAGES as M,
  RETURN_STATUS_LABELS,
  RETURN_TRANSITIONS,
  type AdminReturnAnswer,
  type ReturnStatus,
  returnUpdateSchema,
} from '@resham/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orders, returnItems, returns } from '../../db/schema';
import type { CatalogChanges } from '../../lib/catalog-changes';
import type { StockChange } from '../../lib/catalog-tags';
import { HttpError, notFound } from '../../lib/errors';
import { recordActivity, type Actor } from '../activity/record';
import { nextReturnCreditNoteNumber } from '../invoice/return-credit-note';
import { oweReturnRefund } from '../order/refund-records';
import type { OrderRefunds } from '../order/refunds';
import { releaseStock } from '../order/stock';
import type { OrderEvents } from '../order/payments';
import { placeReplacement } from './replacement-order';
import { emailReturnStep, type ExchangeMade, type ReturnMail } from './return-emails';
import { returnAmountPaise, toAdminReturn, type ReturnRow } from './return-mapper';

type Update = z.output<typeof returnUpdateSchema>;

/** Staff's returns (issue 37): the list by state, and each step of the lifecycle, enforced here. */
export class StaffReturns {
  constructor(
    private readonly db: Db,
    private readonly refunds: OrderRefunds,
    private readonly changes: CatalogChanges,
    private readonly mail: ReturnMail,
    /** What an exchange's replacement order needs: the seller's state (its tax) and the order emails. */
    private readonly exchanges: { sellerState: string; events: OrderEvents },
  ) {}

  async list(opts: { status?: ReturnStatus; page: number; pageSize: number }) {
    const where = opts.status ? eq(returns.status, opts.status) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          ret: returns,
          order: {
            orderNumber: orders.orderNumber,
            paymentMethod: orders.paymentMethod,
            buyerName: orders.buyerName,
            buyerEmail: orders.buyerEmail,
          },
        })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(where)
        .orderBy(asc(returns.createdAt), asc(returns.id))
        .limit(opts.pageSize)
        .offset((opts.page - 1) * opts.pageSize),
      this.db.select({ n: count() }).from(returns).where(where),
    ]);
    const items = rows.length
      ? await this.db
          .select()
          .from(returnItems)
          .where(
            inArray(
              returnItems.returnId,
              rows.map((r) => r.ret.id),
            ),
          )
          .orderBy(asc(returnItems.id))
      : [];
    return {
      returns: rows.map((r) =>
        toAdminReturn(
          r.ret,
          items.filter((i) => i.returnId === r.ret.id),
          r.order,
        ),
      ),
      total: total!.n,
    };
  }

  /**
   * One step of a return, under its row lock: only the moves RETURN_TRANSITIONS allows, each with what it
   * needs. Receiving units that pass the check puts them back in stock (once: a return is received once);
   * refunding a prepaid order's return owes exactly one refund of the units' share (refund-records.ts),
   * made at once and retried by the refund sweep; a cash-on-delivery one is recorded with its transfer's
   * reference. Every step is in the activity log and emailed to the shopper.
   */
  async move(id: string, update: Update, actor: Actor): Promise<AdminReturnAnswer> {
    let released: StockChange[] = [];
    let refundKey: string | null = null;
    let exchange: ExchangeMade | undefined;
    const answer = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
      if (!row) throw notFound(M.notFound);
      const to = update.status;
      if (!RETURN_TRANSITIONS[row.status].includes(to))
        throw new HttpError(409, M.cannotMove(RETURN_STATUS_LABELS[row.status], RETURN_STATUS_LABELS[to]));
      const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
      const items = await tx
        .select()
        .from(returnItems)
        .where(eq(returnItems.returnId, id))
        .orderBy(asc(returnItems.id));
      const set: Partial<ReturnRow> = { status: to, updatedAt: new Date() };
      if (to === 'approved') {
        if (!update.courier || !update.trackingNumber) throw new HttpError(400, M.pickupNeeded);
        Object.assign(set, { courier: update.courier, trackingNumber: update.trackingNumber });
      } else if (to === 'rejected') {
        const reason = update.reason ?? '';
        if (reason.length < L.reasonMin) throw new HttpError(400, M.rejectionReason);
        set.rejectionReason = reason;
      } else if (to === 'received') {
        if (update.qualityPassed === undefined) throw new HttpError(400, M.qualityNeeded);
        Object.assign(set, { qualityPassed: update.qualityPassed, receivedAt: new Date() });
        if (update.qualityPassed) {
          released = await releaseStock(tx, items);
          // Goods taken back: their credit note, numbered now and dated the day received (issue 37).
          set.creditNoteNumber = await nextReturnCreditNoteNumber(tx, row.orderId);
        }
      } else if (to === 'refunded' || to === 'exchanged') {
        if (!row.qualityPassed) throw new HttpError(409, M.qualityFailed);
        if (to === 'exchanged' && row.kind !== 'exchange')
          throw new HttpError(409, M.cannotMove(RETURN_STATUS_LABELS[row.status], RETURN_STATUS_LABELS[to]));
        if (to === 'refunded' && order!.paymentMethod === COD_METHOD) {
          if (!update.reference) throw new HttpError(400, M.transferReference);
          // The transfer is made: where it went is no longer kept.
          Object.assign(set, { transferReference: update.reference, refundTo: null });
        } else if (to === 'refunded') {
          refundKey = await oweReturnRefund(tx, {
            returnId: id,
            orderId: row.orderId,
            paymentId: order!.paymentId,
            amountPaise: returnAmountPaise(items),
          });
        } else {
          // Asked for before exchanges needed an online payment: a cash order's can only be refunded.
          if (order!.paymentMethod === COD_METHOD) throw new HttpError(409, M.exchangeNeedsOnlinePayment);
          const replacement = await placeReplacement(tx, {
            ret: row,
            items,
            original: order!,
            creditPaise: returnAmountPaise(items),
            sellerState: this.exchanges.sellerState,
          });
          released = replacement.stock;
          exchange = {
            orderNumber: replacement.order.orderNumber,
            duePaise: replacement.order.totalPaise - replacement.order.exchangeCreditPaise,
            leftoverPaise: replacement.leftoverPaise,
          };
          Object.assign(set, {
            replacementOrderId: replacement.order.id,
            replacementOrderNumber: replacement.order.orderNumber,
          });
          if (replacement.leftoverPaise > 0)
            refundKey = await oweReturnRefund(tx, {
              returnId: id,
              orderId: row.orderId,
              paymentId: order!.paymentId,
              amountPaise: replacement.leftoverPaise,
            });
          await this.exchanges.events.orderPaid(tx, replacement.order.id);
        }
      } else if (to === 'closed' && row.status === 'received' && row.qualityPassed) {
        // Units that passed the check are refunded or exchanged before the return is closed.
        throw new HttpError(409, M.cannotMove(RETURN_STATUS_LABELS[row.status], RETURN_STATUS_LABELS[to]));
      }
      const [moved] = await tx.update(returns).set(set).where(eq(returns.id, id)).returning();
      await recordActivity(tx, {
        actor,
        kind: `return.${to}`,
        subject: id,
        before: { status: row.status },
        after: {
          status: to,
          ...(to === 'refunded' ? { amountPaise: returnAmountPaise(items) } : {}),
          ...(exchange ?? {}),
        },
      });
      await emailReturnStep(
        tx,
        this.mail,
        { email: order!.buyerEmail, name: order!.buyerName, orderNumber: order!.orderNumber },
        moved!,
        items,
        exchange,
      );
      return toAdminReturn(moved!, items, order!);
    });
    this.mail.kick();
    if (exchange) this.exchanges.events.afterCommit?.();
    this.changes.changed(...released);
    // Made now; should this process stop first, the refund sweep makes it.
    if (refundKey) await this.refunds.refundByKey(refundKey);
    return answer;
  }
}
