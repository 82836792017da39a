import { eq } from 'drizzle-orm';
import { COD_METHOD, orderSubtotalPaise, taxKind, taxLabel, type OrderStatus } from '@resham/shared';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { enqueueEmail } from '../../lib/mail/outbox';
import {
  newOrderNotice,
  orderCancelled,
  orderRejected,
  orderReturned,
  orderConfirmation,
  orderDelivered,
  orderShipped,
  type EmailContext,
  type OrderEmailData,
} from '../../lib/mail/templates';
import type { StatusEvents } from './admin-service';
import { mintOrderToken } from './guest-links';
import type { OrderEvents } from './payments';

/** The order, its lines and what its emails print. */
async function emailData(
  tx: Db,
  orderId: string,
  sellerState: string,
): Promise<OrderEmailData & { confirmed: boolean; guest: boolean }> {
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
    exchangeCreditPaise: order.exchangeCreditPaise,
    paymentMethod: order.paymentMethod,
    tracking:
      order.courier && order.trackingNumber
        ? { courier: order.courier, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl }
        : null,
    refund:
      order.paymentMethod !== COD_METHOD && order.paymentId
        ? { refunded: order.paymentStatus === 'refunded', amountPaise: order.totalPaise }
        : null,
    rejectionReason: order.rejectionReason,
    delivery:
      order.deliveryEarliest && order.deliveryLatest
        ? { earliest: order.deliveryEarliest, latest: order.deliveryLatest }
        : null,
    // Paid, or a cash-on-delivery order placed: it has its invoice number (an unpaid one never had).
    confirmed: order.invoiceNumber !== null,
    guest: order.guest,
  };
}

/** A guest's order gets a fresh link in each email sent to her (issue 34); the tokens live as long as it. */
async function withOrderLink<T extends { guest: boolean }>(
  tx: Db,
  orderId: string,
  data: T,
  ctx: EmailContext,
): Promise<T & { orderLink: string | null }> {
  if (!data.guest) return { ...data, orderLink: null };
  const token = await mintOrderToken(tx, orderId, null);
  return { ...data, orderLink: `${ctx.publicUrl.replace(/\/+$/, '')}/shop/order/${token}` };
}

/** The email a status change sends the shopper (once each: its dedupe key), if any. */
function statusTemplate(status: OrderStatus) {
  if (status === 'inShipping') return { template: orderShipped, key: 'order-inShipping' };
  if (status === 'delivered') return { template: orderDelivered, key: 'order-delivered' };
  // One 'cancelled (and refunded)' email per order, whether the shopper cancelled or the shop rejected
  // (which says why).
  if (status === 'cancelled') return { template: orderCancelled, key: 'order-cancelled' };
  if (status === 'rejected') return { template: orderRejected, key: 'order-cancelled' };
  if (status === 'returned') return { template: orderReturned, key: 'order-returned' };
  return null;
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
          ...orderConfirmation(await withOrderLink(tx, orderId, data, ctx), ctx),
          dedupeKey: `order-confirmation:${orderId}`,
        });
      await enqueueEmail(tx, {
        to: ctx.shopEmail,
        ...newOrderNotice(data, ctx),
        dedupeKey: `new-order:${orderId}`,
      });
    },
    async statusChanged(tx, orderId, status: OrderStatus) {
      const email = statusTemplate(status);
      if (!email) return;
      const data = await emailData(tx, orderId, ctx.sellerState);
      // An unpaid checkout that was cancelled is not an order the shopper was told of: no email.
      if (!data.customerEmail || !data.confirmed) return;
      await enqueueEmail(tx, {
        to: data.customerEmail,
        ...email.template(await withOrderLink(tx, orderId, data, ctx), ctx),
        dedupeKey: `${email.key}:${orderId}`,
      });
    },
    afterCommit: kick,
  };
}
