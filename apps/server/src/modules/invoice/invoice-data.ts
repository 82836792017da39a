import {
  formatPaise,
  COD_MESSAGES,
  COD_METHOD,
  lineTaxablePaise,
  lineTaxPaise,
  FOREIGN_STATE_CODE,
  formatOrderNumber,
  gstStateCode,
  gstStateName,
  isIndia,
  LIMITS,
  orderSubtotalPaise,
  shipToName,
  splitTax,
  taxKind,
  type TaxKind,
} from '@resham/shared';
import type { orderItems, orders } from '../../db/schema';
import { amountInWords } from './amount-in-words';
import { istParts } from '../order/invoice-number';
import { hsnFor } from './hsn';

export type InvoiceOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderNumber'
  | 'invoiceNumber'
  | 'paidAt'
  | 'createdAt'
  | 'subtotalPaise'
  | 'taxPaise'
  | 'shippingPaise'
  | 'totalPaise'
  | 'addressInfo'
> &
  Partial<Pick<typeof orders.$inferSelect, 'discountPaise' | 'discountCode' | 'exchangeCreditPaise'>> & {
    paymentMethod?: string;
  };
export type InvoiceItem = Pick<
  typeof orderItems.$inferSelect,
  'title' | 'category' | 'unitPricePaise' | 'unitTaxPaise' | 'quantity'
> &
  Partial<Pick<typeof orderItems.$inferSelect, 'discountPaise' | 'taxPaise'>>;
export interface InvoiceBuyer {
  userName: string;
  email: string;
}
export interface InvoiceSeller {
  name: string;
  address: string;
  state: string;
  gstin: string;
  phone: string;
  email: string;
}

/** The seller every invoice names, from the shop's configuration. */
export const invoiceSeller = (config: {
  STORE_NAME: string;
  STORE_ADDRESS: string;
  STORE_STATE: string;
  SELLER_GSTIN: string;
  STORE_PHONE: string;
  STORE_EMAIL: string;
}): InvoiceSeller => ({
  name: config.STORE_NAME,
  address: config.STORE_ADDRESS,
  state: config.STORE_STATE,
  gstin: config.SELLER_GSTIN,
  phone: config.STORE_PHONE,
  email: config.STORE_EMAIL,
});

export interface InvoiceLine {
  index: number;
  description: string;
  hsn: string;
  quantity: number;
  /** Unit price before tax. */
  unitPricePaise: number;
  /** The line's share of the order's discount code (0 without one). */
  discountPaise: number;
  /** Rate × quantity − discount: the transaction value GST is charged on. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface InvoiceData {
  invoiceNumber: string;
  /** '01 Apr 2026' (the payment date, in India). */
  invoiceDate: string;
  /** '#1001': the order number the shopper knows from the shop and the emails. */
  orderNumber: string;
  orderDate: string;
  seller: InvoiceSeller & { stateCode: string };
  buyer: {
    name: string;
    email: string;
    phone: string;
    /** The address as printed, one entry per line (billing and shipping are the same). */
    addressLines: string[];
    /** The name under Ship To: a gift's recipient, else the buyer (who stays under Bill To). */
    shipToName: string;
    state: string;
    /** '33', or '96' outside India, or '' when the state is not recognised. */
    stateCode: string;
    country: string;
    /** A business buyer's GSTIN (a B2B invoice), else ''. */
    gstin: string;
    /** The name registered with that GSTIN, else ''. */
    businessName: string;
  };
  /** 'Tamil Nadu (33)'. */
  placeOfSupply: string;
  /** CGST + SGST inside the seller's state, IGST otherwise. */
  taxKind: TaxKind;
  rates: { cgst: number; sgst: number; igst: number };
  isExport: boolean;
  lines: InvoiceLine[];
  /** The discount code the order used, else null (then no Discount column is printed). */
  discountCode: string | null;
  totals: {
    /** Rate × quantity over the lines, before the discount. */
    grossPaise: number;
    discountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    taxPaise: number;
    shippingPaise: number;
    grandTotalPaise: number;
  };
  amountInWords: string;
  /** 'Payment: Cash on delivery' or 'Payment: Paid online'. */
  payment: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '01 Apr 2026', as the date reads in India. */
export function formatInvoiceDate(date: Date): string {
  const { year, month, day } = istParts(date);
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${year}`;
}

export class InvoiceMismatchError extends Error {}

function placeOfSupply(country: string, state: string, stateCode: string): string {
  if (!isIndia(country))
    return `Outside India - ${country.trim() || 'Other Country'} (${FOREIGN_STATE_CODE})`;
  const name = (stateCode && gstStateName(stateCode)) || state.trim();
  return stateCode ? `${name} (${stateCode})` : name;
}

/**
 * Everything the tax invoice prints, computed from the stored order (never recomputed from the
 * catalogue): the lines carry the unit price and tax the shopper paid. Throws when the invoice's
 * taxable value, tax and grand total would not equal the order's Subtotal, tax and total to the paisa.
 */
export function buildInvoiceData(
  order: InvoiceOrder,
  items: InvoiceItem[],
  buyer: InvoiceBuyer,
  seller: InvoiceSeller,
  hsnOverrides?: string | Record<string, string>,
): InvoiceData {
  if (!order.invoiceNumber) throw new Error(`order ${order.id} has no invoice number (not paid)`);
  const address = order.addressInfo;
  const india = isIndia(address.country);
  const buyerStateCode = india ? (gstStateCode(address.state) ?? '') : FOREIGN_STATE_CODE;
  const sellerStateCode = gstStateCode(seller.state) ?? seller.gstin.slice(0, 2);
  // The same rule the checkout summary, order details and emails follow (packages/shared pricing).
  const kind = taxKind(address, seller.state);

  const lines: InvoiceLine[] = items.map((item, i) => {
    const taxable = lineTaxablePaise(item);
    const tax = lineTaxPaise(item);
    const split = splitTax(tax, kind);
    return {
      index: i + 1,
      description: item.title,
      hsn: hsnFor(item.category, hsnOverrides),
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      discountPaise: item.discountPaise ?? 0,
      taxablePaise: taxable,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
      totalPaise: taxable + tax,
    };
  });

  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((acc, l) => acc + pick(l), 0);
  const taxable = sum((l) => l.taxablePaise);
  const discount = sum((l) => l.discountPaise);
  const cgst = sum((l) => l.cgstPaise);
  const sgst = sum((l) => l.sgstPaise);
  const igst = sum((l) => l.igstPaise);
  const grandTotal = taxable + cgst + sgst + igst + order.shippingPaise;

  // The order's Subtotal (before tax), discount, tax and total are the checkout summary's: the invoice
  // prints the same figures, to the paisa.
  const subtotal = orderSubtotalPaise(order) - (order.discountPaise ?? 0);
  if (
    taxable !== subtotal ||
    discount !== (order.discountPaise ?? 0) ||
    cgst + sgst + igst !== order.taxPaise
  ) {
    throw new InvoiceMismatchError(
      `invoice of order ${order.id}: lines add up to ${taxable} (tax ${cgst + sgst + igst}), order subtotal is ${subtotal} (tax ${order.taxPaise})`,
    );
  }
  if (grandTotal !== order.totalPaise) {
    throw new InvoiceMismatchError(
      `invoice of order ${order.id}: grand total ${grandTotal} differs from the order total ${order.totalPaise}`,
    );
  }

  const cityLine = [address.city, address.pincode]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' - ');
  const stateLine = [address.state.trim(), address.country.trim()].filter(Boolean).join(', ');
  const half = LIMITS.taxRatePercent / 2;
  return {
    invoiceNumber: order.invoiceNumber,
    invoiceDate: formatInvoiceDate(order.paidAt ?? order.createdAt),
    orderNumber: formatOrderNumber(order.orderNumber),
    orderDate: formatInvoiceDate(order.createdAt),
    seller: { ...seller, stateCode: sellerStateCode },
    buyer: {
      name: buyer.userName,
      email: buyer.email,
      phone: address.phone,
      addressLines: [address.address.trim(), cityLine, stateLine].filter(Boolean),
      shipToName: shipToName(address, buyer.userName),
      state: address.state.trim(),
      stateCode: buyerStateCode,
      country: address.country.trim(),
      gstin: address.gstin ?? '',
      businessName: address.gstin ? (address.businessName ?? '') : '',
    },
    placeOfSupply: placeOfSupply(address.country, address.state, buyerStateCode),
    taxKind: kind,
    rates: { cgst: half, sgst: half, igst: LIMITS.taxRatePercent },
    isExport: !india,
    lines,
    discountCode: discount > 0 ? (order.discountCode ?? '') : null,
    totals: {
      grossPaise: taxable + discount,
      discountPaise: discount,
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
      taxPaise: cgst + sgst + igst,
      shippingPaise: order.shippingPaise,
      grandTotalPaise: grandTotal,
    },
    amountInWords: amountInWords(grandTotal),
    payment: paymentLine(order),
  };
}

/** How the invoice says it was paid: online, cash on delivery, or (an exchange's replacement) by returned goods. */
function paymentLine(order: InvoiceOrder): string {
  const credit = order.exchangeCreditPaise ?? 0;
  const due = order.totalPaise - credit;
  if (credit > 0) return COD_MESSAGES.invoiceExchange(formatPaise(credit), due > 0 ? formatPaise(due) : null);
  return order.paymentMethod === COD_METHOD ? COD_MESSAGES.invoicePayment : COD_MESSAGES.invoicePaidOnline;
}
