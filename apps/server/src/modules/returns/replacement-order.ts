import { eq, inArray } from 'drizzle-orm';
import { COD_METHOD, computeOrderSummary, RETURN_MESSAGES as M, unitTaxPaise } from '@resham/shared';
import type { Db } from '../../db/client';
import { categories, orderItems, orders, products } from '../../db/schema';
import type { StockChange } from '../../lib/catalog-tags';
import { HttpError } from '../../lib/errors';
import { assignInvoiceNumber } from '../order/invoice-number';
import type { OrderRow } from '../order/order-mapper';
import { lockProducts, reserveStock } from '../order/stock';
import type { ReturnItemRow, ReturnRow } from './return-mapper';

export interface Replacement {
  order: OrderRow;
  /** What the returned units were paid beyond the replacement's price: refunded to the original payment. */
  leftoverPaise: number;
  stock: StockChange[];
}

/**
 * An exchange's replacement order (issue 37), placed in the transaction that marks the exchange made:
 * what the shopper chose (the returned products themselves unless she chose others), at today's prices,
 * to the original order's address, shipped free. What the returned units were paid (`creditPaise`, their
 * share of the original order) pays for it:
 * - it costs no more: it is paid, from the original payment (its payment id, so should it not be
 *   delivered, the refund of a paid order gives its price back to that payment), and the rest of the
 *   credit is refunded;
 * - it costs more: the credit pays part and the difference is collected at the door, as cash on
 *   delivery (should it not be delivered, the credit goes back to the original payment: admin-service).
 * Either way it is confirmed at once with its own invoice; its stock is taken under the product locks,
 * and a product sold out meanwhile is a 409 that changes nothing (staff may refund instead).
 */
export async function placeReplacement(
  tx: Db,
  input: {
    ret: ReturnRow;
    items: ReturnItemRow[];
    original: OrderRow;
    creditPaise: number;
    sellerState: string;
  },
): Promise<Replacement> {
  const { ret, original } = input;
  const wanted =
    ret.exchangeFor ?? input.items.map((i) => ({ productId: i.productId, quantity: i.quantity }));
  const ids = wanted.map((w) => w.productId);
  await lockProducts(tx, ids);
  const rows = await tx
    .select({
      id: products.id,
      title: products.title,
      image: products.images,
      price: products.effectivePricePaise,
      stock: products.totalStock,
      deletedAt: products.deletedAt,
      category: categories.name,
      categoryId: categories.id,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  const lines = wanted.map((w) => {
    const p = rows.find((r) => r.id === w.productId);
    if (!p || p.deletedAt) throw new HttpError(409, M.exchangeProductGone);
    if (p.stock < w.quantity) throw new HttpError(409, M.replacementSoldOut(p.title, p.stock));
    return { ...p, productId: p.id, quantity: w.quantity };
  });
  const stock = await reserveStock(tx, lines);

  const summary = computeOrderSummary(
    lines.map((l) => ({ unitPricePaise: l.price, quantity: l.quantity, category: l.categoryId })),
    original.addressInfo,
    input.sellerState,
  );
  // Shipped free: the total is the goods with their tax.
  const totalPaise = summary.subtotalWithTaxPaise;
  const credit = Math.min(input.creditPaise, totalPaise);
  const paidInFull = credit === totalPaise;
  const now = new Date();
  const [order] = await tx
    .insert(orders)
    .values({
      userId: original.userId,
      subtotalPaise: summary.subtotalPaise,
      taxPaise: summary.taxPaise,
      shippingPaise: 0,
      totalPaise,
      exchangeCreditPaise: credit,
      addressInfo: original.addressInfo,
      buyerName: original.buyerName,
      buyerEmail: original.buyerEmail,
      guest: original.guest,
      provider: original.provider,
      orderStatus: 'confirmed',
      reservedUntil: null,
      invoiceNumber: await assignInvoiceNumber(tx, now),
      ...(paidInFull
        ? { paymentStatus: 'paid' as const, paymentId: original.paymentId, paidAt: now }
        : { paymentMethod: COD_METHOD, paymentStatus: 'cod_pending' as const }),
    })
    .returning();
  await tx.insert(orderItems).values(
    lines.map((l, i) => ({
      orderId: order!.id,
      productId: l.id,
      title: l.title,
      image: l.image[0] ?? '',
      category: l.category,
      unitPricePaise: l.price,
      unitTaxPaise: unitTaxPaise(l.price),
      quantity: l.quantity,
      discountPaise: 0,
      taxPaise: summary.lines[i]!.taxPaise,
    })),
  );
  return { order: order!, leftoverPaise: input.creditPaise - credit, stock };
}
