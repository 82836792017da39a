import { COD_MESSAGES, COD_METHOD, formatOrderNumber, formatPaise, shipToName } from '@resham/shared';
import type { OrderItemRow, OrderRow } from '../order/order-mapper';

/** What a shipping label prints, from the stored order (never from the catalogue). */
export interface LabelData {
  orderNumber: string;
  /** 'PREPAID' or 'COD: collect ₹1,234.00'. */
  paymentMark: string;
  cod: boolean;
  /** Who pays the cash: a gift's recipient (COD_FOR_GIFTS), printed under Ship To; else null. */
  payerNote: string | null;
  shipTo: { name: string; lines: string[]; pincodeLine: string; phone: string };
  /** Set once the order is in shipping. */
  awb: { courier: string; number: string } | null;
  contents: string[];
  sender: { name: string; address: string; phone: string };
}

export interface LabelSender {
  name: string;
  address: string;
  phone: string;
}

export function buildLabelData(
  order: Pick<
    OrderRow,
    | 'orderNumber'
    | 'paymentMethod'
    | 'totalPaise'
    | 'addressInfo'
    | 'buyerName'
    | 'courier'
    | 'trackingNumber'
  >,
  items: Pick<OrderItemRow, 'title' | 'quantity'>[],
  sender: LabelSender,
): LabelData {
  const a = order.addressInfo;
  const cod = order.paymentMethod === COD_METHOD;
  return {
    orderNumber: formatOrderNumber(order.orderNumber),
    paymentMark: cod ? `COD: collect ${formatPaise(order.totalPaise)}` : 'PREPAID',
    cod,
    payerNote: cod && a.isGift ? COD_MESSAGES.recipientPays(formatPaise(order.totalPaise)) : null,
    shipTo: {
      // A gift goes to its recipient; the buyer's name otherwise.
      name: shipToName(a, order.buyerName),
      lines: [
        a.address.trim(),
        [a.city, a.state]
          .map((s) => s.trim())
          .filter(Boolean)
          .join(', '),
      ].filter(Boolean),
      pincodeLine: `${a.country.trim()} – ${a.pincode.trim()}`,
      phone: a.phone,
    },
    awb:
      order.courier && order.trackingNumber ? { courier: order.courier, number: order.trackingNumber } : null,
    contents: items.map((i) => `${i.quantity} × ${i.title}`),
    sender,
  };
}
