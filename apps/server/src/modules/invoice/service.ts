import { ORDER_MESSAGES } from '@resham/shared';
import { HttpError } from '../../lib/errors';
import type { Buyers } from '../order/buyers';
import type { OrderReads } from '../order/order-reads';
import { buildInvoiceData, type InvoiceSeller } from './invoice-data';
import { renderInvoicePdf } from './render-invoice';

export const INVOICE_NOT_READY = ORDER_MESSAGES.invoiceNotReady;

/** The GST tax invoice of a paid order: for its owner, or for staff. */
export class InvoiceService {
  constructor(
    private readonly orders: OrderReads,
    private readonly buyers: Buyers,
    private readonly seller: InvoiceSeller,
    private readonly hsnCodes?: string | Record<string, string>,
  ) {}

  /**
   * The invoice PDF of an order the reader may see: any order for staff (`staffPowers`), else her own
   * (another shopper's is a 404); 409 until it is paid.
   */
  async pdfFor(reader: { userId: string; staff: boolean }, orderId: string) {
    const order = reader.staff
      ? await this.orders.anyOrder(orderId)
      : await this.orders.ownOrder(reader.userId, orderId);
    if (!order.invoiceNumber) throw new HttpError(409, INVOICE_NOT_READY);
    const items = await this.orders.items(order.id);
    const buyer = await this.buyers.of(order.id);
    const pdf = await renderInvoicePdf(buildInvoiceData(order, items, buyer, this.seller, this.hsnCodes));
    return { pdf, order };
  }
}
