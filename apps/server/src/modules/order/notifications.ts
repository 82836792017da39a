import { eq } from 'drizzle-orm';
import { orderSubtotalPaise, taxKind, taxLabel, type OrderStatus } from '@resham/shared';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { enqueueEmail } from '../../lib/mail/outbox';
import {
  newOrderNotice,
  orderConfirmation,
  orderDelivered,
  orderShipped,
  type EmailContext,
  type OrderEmailData,
} from '../../lib/mail/templates';
import type { StatusEvents } from './admin-service';
import type { OrderEvents } from './payments';

async function emailData(tx: Db, orderId: string, sellerState: string): Promise<OrderEmailData> {
  const [row] = await tx
    .select({ order: orders, userName: orders.buyerName, email: orders.buyerEmail })
    .from(orders)
    .where(eq(orders.id, orderId));
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const { order } = row!;
  const { addressId: _addressId, ...address } = order.addressInfo;
  return {
    orderNumber: order.orderNumber,
    invoiceNumber: order.invoiceNumber,
    date: order.paidAt ?? order.createdAt,
    customerName: row!.userName,
    customerEmail: row!.email,
    address,
    items: items.map((i) => ({
      title: i.title,
      quantity: i.quantity,
      unitPricePaise: i.unitPricePaise,
      unitTaxPaise: i.unitTaxPaise,
      discountPaise: i.discountPaise,
      taxPaise: i.taxPaise,
    })),
    subtotalPaise: orderSubtotalPaise(order),
    discountPaise: order.discountPaise,
    discountCode: order.discountCode,
    taxPaise: order.taxPaise,
    taxLabel: taxLabel(taxKind(order.addressInfo, sellerState)),
    shippingPaise: order.shippingPaise,
    totalPaise: order.totalPaise,
  };
}

/**
 * Order emails, queued in the same transaction as the change that causes them (so a payment is never
 * confirmed without its emails, and never emailed twice), then sent by the outbox worker.
 */
export function orderNotifications(
  ctx: EmailContext & { shopEmail: string; sellerState: string },
  kick: () => void,
): OrderEvents & StatusEvents {
  return {
    async orderPaid(tx, orderId) {
      const data = await emailData(tx, orderId, ctx.sellerState);
      // A deleted account's orders have no email left: the shop is still told.
      if (data.customerEmail)
        await enqueueEmail(tx, {
          to: data.customerEmail,
          ...orderConfirmation(data, ctx),
          dedupeKey: `order-confirmation:${orderId}`,
        });
      await enqueueEmail(tx, {
        to: ctx.shopEmail,
        ...newOrderNotice(data, ctx),
        dedupeKey: `new-order:${orderId}`,
      });
    },
    async statusChanged(tx, orderId, status: OrderStatus) {
      const template =
        status === 'inShipping' ? orderShipped : status === 'delivered' ? orderDelivered : null;
      if (!template) return;
      const data = await emailData(tx, orderId, ctx.sellerState);
      if (!data.customerEmail) return;
      await enqueueEmail(tx, {
        to: data.customerEmail,
        ...template(data, ctx),
        dedupeKey: `order-${status}:${orderId}`,
      });
    },
    afterCommit: kick,
  };
}
