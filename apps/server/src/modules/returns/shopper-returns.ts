import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  COD_METHOD,
  OPEN_RETURN_STATUSES,
  PHOTO_REASONS,
  RETURN_LIMITS,
  RETURN_MESSAGES as M,
  ORDER_MESSAGES,
  type ExchangeLine,
  type ReturnAnswer,
  type ReturnRequest,
  returnRequestSchema,
} from '@resham/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderItems, orders, products, returnItems, returnPhotoUploads, returns } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { emailReturnStep, type ReturnMail } from './return-emails';
import { toApiReturn, type ReturnItemRow } from './return-mapper';
import { windowEnd, type ReturnSettings } from './settings';
import { returnedShare } from './shares';

type Request = z.output<typeof returnRequestSchema>;

const IST_DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/**
 * What an exchange asks for instead, titled: each product still sold (400 otherwise), repeated ones
 * added up. Whether it is in stock is for the day the exchange is made (staff-returns.ts).
 */
async function exchangeLines(
  tx: Db,
  wanted: { productId: string; quantity: number }[],
): Promise<ExchangeLine[]> {
  const units = new Map<string, number>();
  for (const w of wanted) units.set(w.productId, (units.get(w.productId) ?? 0) + w.quantity);
  if ([...units.values()].some((n) => n > RETURN_LIMITS.exchangeUnitsMax))
    throw new HttpError(400, M.exchangeTooMany);
  const found = await tx
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(and(inArray(products.id, [...units.keys()]), isNull(products.deletedAt)));
  if (found.length !== units.size) throw new HttpError(400, M.exchangeProductGone);
  return [...units].map(([productId, quantity]) => ({
    productId,
    title: found.find((p) => p.id === productId)!.title,
    quantity,
  }));
}

/** A shopper's returns: asking for one on her delivered order, and reading her requests (issue 37). */
export class ShopperReturns {
  constructor(
    private readonly db: Db,
    private readonly settings: ReturnSettings,
    private readonly mail: ReturnMail,
  ) {}

  /**
   * Records a request under the order's row lock, so two requests for the same units cannot both pass:
   * the second finds the first's units taken (409 while it is open).
   */
  async request(userId: string, orderId: string, body: ReturnRequest | Request): Promise<ReturnAnswer> {
    const req = returnRequestSchema.parse(body);
    const s = this.settings;
    const answer = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      if (s.windowDays === 0) throw new HttpError(400, M.off);
      if (order.orderStatus !== 'delivered' || !order.deliveredAt) throw new HttpError(400, M.notDelivered);
      const end = windowEnd(order.deliveredAt, s);
      if (Date.now() > end.getTime()) throw new HttpError(400, M.windowClosed(IST_DATE.format(end)));
      if (!s.reasons.includes(req.reason)) throw new HttpError(400, M.reasonNotOffered);
      if (req.kind === 'exchange' && !s.exchanges) throw new HttpError(400, M.exchangesOff);
      if (PHOTO_REASONS.includes(req.reason) && req.photos.length === 0)
        throw new HttpError(400, M.photosRequired);
      await this.checkPhotos(tx, userId, req.photos);
      const cod = order.paymentMethod === COD_METHOD;
      if (cod && req.kind === 'refund' && !req.refundTo) throw new HttpError(400, M.refundToRequired);
      // A replacement is paid from the original payment (refunded from it should it not be delivered):
      // cash has nothing to pay it from or give it back to.
      if (cod && req.kind === 'exchange') throw new HttpError(400, M.exchangeNeedsOnlinePayment);
      if (req.kind === 'refund' && req.exchangeFor) throw new HttpError(400, M.exchangeForRefund);

      const lines = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
      const taken = await this.unitsTaken(tx, orderId);
      const chosen = new Map<string, number>();
      for (const item of req.items)
        chosen.set(item.productId, (chosen.get(item.productId) ?? 0) + item.quantity);
      const rows: Omit<ReturnItemRow, 'id' | 'returnId'>[] = [];
      for (const [productId, quantity] of chosen) {
        const line = lines.find((l) => l.productId === productId);
        if (!line) throw new HttpError(400, M.itemNotInOrder);
        const before = taken.get(line.id) ?? { units: 0, open: 0, taxablePaise: 0, taxPaise: 0 };
        const left = line.quantity - before.units;
        if (quantity > left) {
          if (before.open > 0) throw new HttpError(409, M.openRequest(line.title));
          throw new HttpError(400, M.tooMany(line.title, left));
        }
        rows.push({
          orderItemId: line.id,
          productId,
          title: line.title,
          quantity,
          ...returnedShare(line, before, quantity),
        });
      }
      const exchangeFor =
        req.kind === 'exchange'
          ? await exchangeLines(
              tx,
              req.exchangeFor ?? rows.map((r) => ({ productId: r.productId, quantity: r.quantity })),
            )
          : null;
      const [ret] = await tx
        .insert(returns)
        .values({
          orderId,
          userId,
          kind: req.kind,
          reason: req.reason,
          note: req.note,
          photos: req.photos,
          refundTo: cod && req.kind === 'refund' ? req.refundTo : null,
          exchangeFor,
        })
        .returning();
      const items = await tx
        .insert(returnItems)
        .values(rows.map((r) => ({ ...r, returnId: ret!.id })))
        .returning();
      await emailReturnStep(
        tx,
        this.mail,
        { email: order.buyerEmail, name: order.buyerName, orderNumber: order.orderNumber },
        ret!,
        items,
      );
      return toApiReturn(ret!, items, order.orderNumber);
    });
    this.mail.kick();
    return answer;
  }

  /** Her requests for her order, newest first; 404 for an order that is not hers. */
  async list(userId: string, orderId: string): Promise<ReturnAnswer[]> {
    const [order] = await this.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const rows = await this.db
      .select()
      .from(returns)
      .where(eq(returns.orderId, orderId))
      .orderBy(sql`${returns.createdAt} desc`, sql`${returns.id} desc`);
    if (!rows.length) return [];
    const items = await this.db
      .select()
      .from(returnItems)
      .where(
        inArray(
          returnItems.returnId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(returnItems.id));
    return rows.map((r) =>
      toApiReturn(
        r,
        items.filter((i) => i.returnId === r.id),
        order.orderNumber,
      ),
    );
  }

  /** Keeps the photos a shopper uploaded, so her request may name them (and no one else's). */
  async keepUploads(userId: string, urls: string[]): Promise<void> {
    if (urls.length)
      await this.db
        .insert(returnPhotoUploads)
        .values(urls.map((url) => ({ url, userId })))
        .onConflictDoNothing();
  }

  private async checkPhotos(tx: Db, userId: string, photos: string[]) {
    if (!photos.length) return;
    const own = await tx
      .select({ url: returnPhotoUploads.url })
      .from(returnPhotoUploads)
      .where(and(eq(returnPhotoUploads.userId, userId), inArray(returnPhotoUploads.url, photos)));
    if (own.length !== new Set(photos).size) throw new HttpError(400, M.photoNotYours);
  }

  /** Per order line: units in returns not turned down and the shares they were given, and units in open ones. */
  private async unitsTaken(tx: Db, orderId: string) {
    const rows = await tx
      .select({
        orderItemId: returnItems.orderItemId,
        units: sql<number>`sum(${returnItems.quantity})::int`,
        taxablePaise: sql<number>`sum(${returnItems.taxablePaise})::int`,
        taxPaise: sql<number>`sum(${returnItems.taxPaise})::int`,
        open: sql<number>`(sum(${returnItems.quantity}) filter (where ${inArray(returns.status, [...OPEN_RETURN_STATUSES])}))::int`,
      })
      .from(returnItems)
      .innerJoin(returns, eq(returns.id, returnItems.returnId))
      // Turned down (and maybe closed since): its units may be asked for again.
      .where(and(eq(returns.orderId, orderId), isNull(returns.rejectionReason)))
      .groupBy(returnItems.orderItemId);
    return new Map(
      rows.map((r) => [
        r.orderItemId,
        {
          units: Number(r.units),
          taxablePaise: Number(r.taxablePaise),
          taxPaise: Number(r.taxPaise),
          open: Number(r.open ?? 0),
        },
      ]),
    );
  }
}
