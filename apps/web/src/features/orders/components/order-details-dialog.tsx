import type { ReactNode } from 'react';
import {
  CREDIT_NOTE_MESSAGES,
  discountLabel,
  EXCHANGE_CREDIT_LABEL,
  formatOrderNumber,
  formatRupees,
  MESSAGES,
  SHOPPER_CANCEL_REASON_LABELS,
  SHOPPER_CANCELLABLE,
  TRACKING_MESSAGES,
} from '@resham/shared';
import { Download, Loader2, Truck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { exchangeCreditFigures } from '../../../lib/exchange-credit';
import { formatDate } from '../../../lib/format';
import { useOrderDetails, type Order } from '../api';
import { hasInvoice } from '../history';
import { paymentMethodLabel, paymentStatusLabel } from '../labels';
import { CancelOrderForm, type CancelRequest } from './cancel-order-form';
import { OrderItemImage } from './order-item-image';
import { OrderStatusBadge } from './order-status-badge';

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return <h3 className="mb-2 font-serif text-lg font-semibold text-maroon-900">{children}</h3>;
}

/** The courier, the AWB and 'Track parcel' (the courier's page, in a new tab). */
function Shipment({ order }: { order: Order }) {
  return (
    <section>
      <Heading>Shipment</Heading>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Courier">{order.courier}</Fact>
        <Fact label="AWB / tracking number">
          <span className="font-mono">{order.trackingNumber}</span>
        </Fact>
      </dl>
      {order.trackingUrl ? (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', 'sm', 'mt-3')}
        >
          <Truck aria-hidden="true" className="size-4" />
          {TRACKING_MESSAGES.trackParcel}
        </a>
      ) : null}
    </section>
  );
}

/** An order's facts, shipment, cancel form, items, prices and address: the dialog's body, and a guest's order page. */
export function OrderDetails({
  order,
  userName,
  cancel,
  extra,
}: {
  order: Order;
  userName: string;
  cancel?: CancelRequest;
  /** What a page adds after the shipment and cancel form (the account's returns). */
  extra?: ReactNode;
}) {
  const a = order.addressInfo;
  const place = [a.city, a.state, a.country].filter((part) => part && part.trim()).join(', ');
  const exchange = exchangeCreditFigures(order);
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Order ID">
          <span className="font-medium tabular-nums">{formatOrderNumber(order.orderNumber)}</span>
        </Fact>
        <Fact label="Order Date">{formatDate(order.orderDate)}</Fact>
        <Fact label="Order Price">{formatRupees(order.totalAmount)}</Fact>
        <Fact label="Payment method">{paymentMethodLabel(order.paymentMethod, order.paymentStatus)}</Fact>
        <Fact label="Payment Status">{paymentStatusLabel(order.paymentStatus)}</Fact>
        <Fact label="Order Status">
          <OrderStatusBadge status={order.orderStatus} />
        </Fact>
        {order.invoiceNumber ? <Fact label="Invoice number">{order.invoiceNumber}</Fact> : null}
        {order.creditNoteNumber ? <Fact label="Credit note">{order.creditNoteNumber}</Fact> : null}
        {order.shopperCancelReason ? (
          <Fact label="Cancelled by you">{SHOPPER_CANCEL_REASON_LABELS[order.shopperCancelReason]}</Fact>
        ) : null}
        {order.rejectionReason ? (
          <Fact label="Reason given by the shop" className="col-span-2 sm:col-span-3">
            {order.rejectionReason}
          </Fact>
        ) : null}
      </dl>

      {order.trackingNumber ? <Shipment order={order} /> : null}
      {SHOPPER_CANCELLABLE.includes(order.orderStatus) ? (
        <CancelOrderForm order={order} request={cancel} />
      ) : null}
      {extra}

      <section>
        <Heading>Order Items</Heading>
        {order.cartItems.length === 0 ? (
          <p className="text-sm text-muted">{MESSAGES.orders.noItems}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
            {order.cartItems.map((item) => (
              <li key={item.productId} className="flex items-center gap-3 p-3">
                <OrderItemImage src={item.image} />
                <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                  <p className="font-medium text-ink">{item.title}</p>
                  <p className="text-muted">
                    Quantity: {item.quantity} · Price: {formatRupees(item.priceWithTax)}
                  </p>
                </div>
                <p className="shrink-0 text-sm font-semibold tabular-nums">{formatRupees(item.lineTotal)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section>
        <Heading>Price Breakdown</Heading>
        <dl className="grid gap-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt>{MESSAGES.cart.subtotalBeforeGst}</dt>
            <dd className="tabular-nums">{formatRupees(order.subtotal)}</dd>
          </div>
          {order.discount > 0 ? (
            <div className="flex justify-between gap-4 text-emerald-800">
              <dt>{discountLabel(order.discountCode)}</dt>
              <dd className="tabular-nums">−{formatRupees(order.discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 text-muted">
            <dt>{order.taxLabel}</dt>
            <dd className="tabular-nums">{formatRupees(order.taxAmount)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Shipping Charges</dt>
            <dd className="tabular-nums">{formatRupees(order.shippingCharges)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 font-semibold">
            <dt>Total</dt>
            <dd className="text-maroon-900 tabular-nums">{formatRupees(order.totalAmount)}</dd>
          </div>
          {exchange ? (
            <div className="flex justify-between gap-4 text-emerald-800">
              <dt>{EXCHANGE_CREDIT_LABEL}</dt>
              <dd className="tabular-nums">−{exchange.credit}</dd>
            </div>
          ) : null}
          {exchange?.due ? (
            <div className="flex justify-between gap-4 font-semibold">
              <dt>To pay on delivery</dt>
              <dd className="text-maroon-900 tabular-nums">{exchange.due}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section>
        <Heading>Shipping Information</Heading>
        <address className="grid gap-0.5 text-sm not-italic">
          {userName ? <span className="font-medium">{userName}</span> : null}
          <span>{a.address}</span>
          {place ? <span>{place}</span> : null}
          <span>Pincode: {a.pincode}</span>
          <span>Phone: {a.phone}</span>
          {a.isGift && a.recipientName ? <span>Recipient: {a.recipientName}</span> : null}
          {a.isGift ? <span>Gift{a.giftMessage ? `: “${a.giftMessage}”` : ''}</span> : null}
          {a.notes && a.notes.trim() ? <span>Notes: {a.notes}</span> : null}
        </address>
      </section>
    </div>
  );
}

export interface OrderDetailsDialogProps {
  orderId: string | null;
  /** The list's copy, shown while the details load. */
  fallback?: Order;
  userName: string;
  onOpenChange: (open: boolean) => void;
  onDownload: (orderId: string) => void;
  downloading: boolean;
  /** The credit note of a credited order (cancelled, rejected, returned or refunded after its invoice). */
  onDownloadCreditNote: (orderId: string) => void;
  downloadingCreditNote: boolean;
  /** What the page adds to an order's details (composed in pages/: the account's returns). */
  renderExtra?: (order: Order) => ReactNode;
}

/** One of the order's papers as a download button, with its busy state. */
function PaperButton(props: { label: string; busy: boolean; onClick: () => void; variant?: 'outline' }) {
  return (
    <Button variant={props.variant} onClick={props.onClick} disabled={props.busy} aria-busy={props.busy}>
      {props.busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      {props.busy ? MESSAGES.orders.downloading : props.label}
    </Button>
  );
}

/** An invoiced order's papers: Download Invoice, and its credit note once it has one. */
export function OrderPapers(props: {
  creditNote: boolean;
  onInvoice: () => void;
  invoiceBusy: boolean;
  onCreditNote: () => void;
  creditNoteBusy: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <PaperButton label="Download Invoice" busy={props.invoiceBusy} onClick={props.onInvoice} />
      {props.creditNote ? (
        <PaperButton
          variant="outline"
          label={CREDIT_NOTE_MESSAGES.button}
          busy={props.creditNoteBusy}
          onClick={props.onCreditNote}
        />
      ) : null}
    </div>
  );
}

export function OrderDetailsDialog({
  orderId,
  fallback,
  userName,
  onOpenChange,
  onDownload,
  downloading,
  onDownloadCreditNote,
  downloadingCreditNote,
  renderExtra,
}: OrderDetailsDialogProps) {
  const details = useOrderDetails(orderId);
  const order = details.data ?? (details.isPending ? fallback : undefined);
  return (
    <Dialog open={orderId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel="Close order details">
        <DialogTitle>Order Details</DialogTitle>
        <DialogDescription className="sr-only">
          The items, prices and delivery address of this order.
        </DialogDescription>
        {order ? (
          <OrderDetails order={order} userName={userName} extra={renderExtra?.(order)} />
        ) : details.isPending ? (
          <div role="status" aria-busy="true" className="grid gap-3">
            <span className="sr-only">Loading the order…</span>
            <Skeleton className="h-20" />
            <Skeleton className="h-32" />
          </div>
        ) : (
          <p className="text-sm text-muted">Could not load this order. Please try again.</p>
        )}
        {orderId && order && hasInvoice(order) ? (
          <OrderPapers
            creditNote={order.creditNoteNumber !== null}
            onInvoice={() => onDownload(orderId)}
            invoiceBusy={downloading}
            onCreditNote={() => onDownloadCreditNote(orderId)}
            creditNoteBusy={downloadingCreditNote}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
