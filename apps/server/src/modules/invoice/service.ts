import { CREDIT_NOTE_MESSAGES, ORDER_MESSAGES } from '@resham/shared';
import { HttpError } from '../../lib/errors';
import type { Buyers } from '../order/buyers';
import type { OrderReads } from '../order/order-reads';
import { creditNoteOf } from './credit-note';
import { buildInvoiceData, type InvoiceSeller } from './invoice-data';
import { renderInvoicePdf } from './render-invoice';

export const INVOICE_NOT_READY = ORDER_MESSAGES.invoiceNotReady;

export type Reader = { userId: string; staff: boolean };

/** The GST tax invoice of a paid order, and the credit note of a credited one: for its owner, or for staff. */
export class InvoiceService {
  constructor(
    private readonly orders: OrderReads,
    private readonly buyers: Buyers,
    private readonly seller: InvoiceSeller,
    private readonly hsnCodes?: string | Record<string, string>,
  ) {}

  /** An order the reader may see: any order for staff (`staffPowers`), else her own (another shopper's is a 404). */
  private orderFor(reader: Reader, orderId: string) {
    return reader.staff ? this.orders.anyOrder(orderId) : this.orders.ownOrder(reader.userId, orderId);
  }

  private async dataOf(order: Awaited<ReturnType<OrderReads['anyOrder']>>) {
    const items = await this.orders.items(order.id);
    const buyer = await this.buyers.of(order.id);
    return buildInvoiceData(order, items, buyer, this.seller, this.hsnCodes);
  }

  /**
   * The invoice PDF of an order the reader may see; 409 until it is paid. A credited order's invoice is
   * marked so, with its credit note's number.
   */
  async pdfFor(reader: Reader, orderId: string) {
    const order = await this.orderFor(reader, orderId);
    if (!order.invoiceNumber) throw new HttpError(409, INVOICE_NOT_READY);
    const pdf = await renderInvoicePdf(await this.dataOf(order), {
      paper: { kind: 'invoice', creditNote: creditNoteOf(order) },
    });
    return { pdf, order };
  }

  /** The invoice's figures of an order the reader may see (another shopper's is a 404), and the order. */
  async invoiceDataFor(reader: Reader, orderId: string) {
    const order = await this.orderFor(reader, orderId);
    if (!order.invoiceNumber) throw new HttpError(409, INVOICE_NOT_READY);
    return { order, data: await this.dataOf(order) };
  }

  /** The credit note PDF of an order the reader may see; 409 for an order that has none. */
  async creditNotePdfFor(reader: Reader, orderId: string) {
    const order = await this.orderFor(reader, orderId);
    const creditNote = creditNoteOf(order);
    if (!creditNote) throw new HttpError(409, CREDIT_NOTE_MESSAGES.none);
    const pdf = await renderInvoicePdf(await this.dataOf(order), {
      paper: { kind: 'credit-note', creditNote },
    });
    return { pdf, order };
  }
}
