import { and, asc, gte, lt } from 'drizzle-orm';
import { formatOrderNumber, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, paiseToRupees } from '@resham/shared';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { formatInvoiceDate } from '../invoice/invoice-data';
import { amountText, toCsv } from './csv';
import { istDayRange } from './ist-range';

/**
 * Orders placed between two days (India time, both included) as a CSV with the admin orders table's
 * columns (order, date, customer, total, payment, status) and the invoice number. Read through
 * orders_created_idx.
 */
export async function ordersCsv(db: Db, from: string, to: string): Promise<Buffer> {
  const range = istDayRange(from, to);
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
      totalPaise: orders.totalPaise,
      paymentStatus: orders.paymentStatus,
      orderStatus: orders.orderStatus,
      invoiceNumber: orders.invoiceNumber,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, range.from), lt(orders.createdAt, range.to)))
    .orderBy(asc(orders.createdAt), asc(orders.orderNumber));
  return toCsv(
    ['Order', 'Date', 'Customer', 'Email', 'Total', 'Payment', 'Status', 'Invoice No'],
    rows.map((o) => [
      formatOrderNumber(o.orderNumber),
      formatInvoiceDate(o.createdAt),
      o.buyerName,
      o.buyerEmail,
      amountText(paiseToRupees(o.totalPaise)),
      PAYMENT_STATUS_LABELS[o.paymentStatus],
      ORDER_STATUS_LABELS[o.orderStatus],
      o.invoiceNumber ?? '',
    ]),
  );
}
