import { useState, type ReactNode } from 'react';
import { Download, FileDown, ImageOff, Mail } from 'lucide-react';
import {
  CART_MESSAGES,
  discountLabel,
  EXCHANGE_CREDIT_LABEL,
  formatOrderNumber,
  mediaAt,
  ORDER_MESSAGES,
  TRACKING_MESSAGES,
} from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useInvoiceDownload } from '../../../components/use-invoice-download';
import { exchangeCreditFigures } from '../../../lib/exchange-credit';
import { formatDate, formatRupees } from '../../../lib/format';
import { useAdminOrder } from '../api';
import type { AdminOrder, AdminOrderItem } from '../types';
import { formatDateTime, paymentMethodLabel } from './order-format';
import { OrderStatusControl } from './order-status-control';
import { PrintShippingLabel } from './shipping-label';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';

export interface OrderDetailsDialogProps {
  /** The order shown (kept while the dialog animates closed). */
  orderId: string | null;
  open: boolean;
  onClose: () => void;
}

/** Everything the shopper's order dialog shows, plus contact, payment ids, refund, invoice and the status selector. */
export function OrderDetailsDialog({ orderId, open, onClose }: OrderDetailsDialogProps) {
  const { data: order, isPending, isError } = useAdminOrder(orderId);
  return (
    <Dialog open={open} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl gap-6 p-5 sm:p-6" closeLabel="Close order details">
        <div className="grid grid-cols-1 gap-1 pr-8">
          <DialogTitle>Order Details</DialogTitle>
          <DialogDescription>
            {order
              ? `Order ${formatOrderNumber(order.orderNumber)} from ${order.customerName}`
              : 'The order, its customer and its payment.'}
          </DialogDescription>
        </div>
        {order ? (
          <OrderDetails key={order._id} order={order} />
        ) : isPending ? (
          <div className="grid grid-cols-1 gap-3" role="status">
            <span className="sr-only">Loading order…</span>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : isError ? (
          <p role="alert" className="text-red-700">
            The order could not be loaded. Please close this dialog and try again.
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  const a = order.addressInfo;
  const place = [a.city, a.state, a.country].filter((part) => part && part.trim()).join(', ');
  const exchange = exchangeCreditFigures(order);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Section title="Order">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Field label="Order ID">
            <span className="font-semibold tabular-nums">{formatOrderNumber(order.orderNumber)}</span>
          </Field>
          <Field label="Order Date">{formatDate(order.orderDate)}</Field>
          <Field label="Order Price">
            <span className="font-semibold">{formatRupees(order.totalAmount)}</span>
          </Field>
          <Field label="Order Status">
            <OrderStatusBadge status={order.orderStatus} />
          </Field>
          <Field label="Payment Method">{paymentMethodLabel(order.paymentMethod)}</Field>
          <Field label="Payment Status">
            <PaymentStatusBadge status={order.paymentStatus} />
          </Field>
          <Field label="Payment ID">
            <Mono value={order.paymentId} />
          </Field>
          <Field label="Provider Order ID">
            <Mono value={order.providerOrderId} />
          </Field>
          <Field label="Refund ID">
            <Mono value={order.refundId} />
          </Field>
          <Field label="Invoice Number">
            <Mono value={order.invoiceNumber} />
          </Field>
          {order.trackingNumber ? (
            <Field label="Shipment">
              {order.courier} · <Mono value={order.trackingNumber} />
              {order.trackingUrl ? (
                <a
                  href={order.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="ml-2 text-maroon-800 underline-offset-4 hover:underline"
                >
                  {TRACKING_MESSAGES.trackParcel}
                </a>
              ) : null}
            </Field>
          ) : null}
          {order.rejectionReason ? <Field label="Reason for rejecting">{order.rejectionReason}</Field> : null}
          <Field label="Last Updated">{formatDateTime(order.orderUpdateDate)}</Field>
        </dl>
      </Section>

      <OrderStatusControl order={order} />

      <Section title="Customer">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Field label="Name">{order.customerName}</Field>
          <Field label="Contact Email">
            <a
              href={`mailto:${order.customerEmail}`}
              className="inline-flex items-center gap-1 break-all text-maroon-800 underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {order.customerEmail}
            </a>
          </Field>
        </dl>
      </Section>

      <Section title="Order Items">
        {order.cartItems.length === 0 ? (
          <p className="text-sm text-muted">No items found in this order</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
            {order.cartItems.map((item, index) => (
              <ItemRow key={`${item.productId}-${index}`} item={item} />
            ))}
          </ul>
        )}
      </Section>

      <Section title="Price Breakdown">
        <dl className="grid grid-cols-1 gap-2 text-sm">
          <Row label={CART_MESSAGES.subtotalBeforeGst} value={formatRupees(order.subtotal)} />
          {order.discount > 0 ? (
            <Row label={discountLabel(order.discountCode)} value={`−${formatRupees(order.discount)}`} />
          ) : null}
          <Row label={order.taxLabel} value={formatRupees(order.taxAmount)} />
          <Row
            label="Shipping Charges"
            value={order.shippingCharges === 0 ? 'Free' : formatRupees(order.shippingCharges)}
          />
          <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatRupees(order.totalAmount)}</dd>
          </div>
          {exchange ? (
            <>
              <Row label={`${EXCHANGE_CREDIT_LABEL} (an exchange)`} value={`−${exchange.credit}`} />
              <div className="flex justify-between gap-4 font-semibold">
                <dt>To collect on delivery</dt>
                <dd className="tabular-nums">{exchange.due ?? 'Nothing: paid'}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </Section>

      <Section title="Shipping Information">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Field label="Name">{order.customerName}</Field>
          <Field label="Phone">{a.phone}</Field>
          <Field label="Address" wide>
            <span className="whitespace-pre-line">{a.address}</span>
          </Field>
          <Field label="City / State / Country">{place || '—'}</Field>
          <Field label="Pincode">{a.pincode}</Field>
          <Field label="Recipient">
            {a.isGift ? (a.recipientName ? `${a.recipientName} (a gift)` : 'To a friend') : 'Myself'}
          </Field>
          {a.isGift && a.giftMessage.trim() ? (
            <Field label="Gift Message" wide>
              <span className="whitespace-pre-line">{a.giftMessage}</span>
            </Field>
          ) : null}
          {a.notes.trim() ? (
            <Field label="Notes" wide>
              <span className="whitespace-pre-line">{a.notes}</span>
            </Field>
          ) : null}
        </dl>
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <InvoiceButton order={order} />
        <PrintShippingLabel
          orderNumber={formatOrderNumber(order.orderNumber)}
          customerName={order.customerName}
          address={a}
        />
        {order.invoiceNumber ? (
          <a
            href={`/api/admin/orders/label/${encodeURIComponent(order._id)}`}
            download={`label-${order.orderNumber}.pdf`}
            className={buttonClasses('outline')}
          >
            <FileDown aria-hidden="true" />
            Shipping label (PDF)
          </a>
        ) : null}
      </div>
    </div>
  );
}

const STAFF = { staff: true } as const;

function InvoiceButton({ order }: { order: AdminOrder }) {
  const invoice = useInvoiceDownload(STAFF);
  const busy = invoice.busyId !== null;
  if (!order.invoiceNumber) return <p className="text-sm text-muted">{ORDER_MESSAGES.invoiceNotReady}</p>;
  return (
    <Button
      variant="gold"
      className="justify-self-start"
      onClick={() => void invoice.download(order._id)}
      disabled={busy}
      aria-busy={busy}
    >
      <Download aria-hidden="true" />
      {busy ? 'Downloading...' : 'Download Invoice'}
    </Button>
  );
}

function ItemRow({ item }: { item: AdminOrderItem }) {
  const [failed, setFailed] = useState(false);
  return (
    <li className="flex items-center gap-3 p-3">
      {item.image && !failed ? (
        <img
          src={mediaAt(item.image, 400)}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          className="aspect-[3/4] w-14 shrink-0 rounded-md bg-stone-100 object-cover"
        />
      ) : (
        <span className="grid aspect-[3/4] w-14 shrink-0 place-items-center rounded-md bg-stone-100 text-stone-500">
          <ImageOff aria-hidden="true" className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{item.title}</p>
        <p className="text-sm text-muted">
          Qty {item.quantity} × {formatRupees(item.priceWithTax)}
        </p>
      </div>
      <p className="shrink-0 font-semibold tabular-nums">{formatRupees(item.lineTotal)}</p>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-3">
      <h3 className="border-b border-gold-300/70 pb-1 font-serif text-lg font-semibold text-maroon-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'grid grid-cols-1 gap-0.5 sm:col-span-2' : 'grid grid-cols-1 gap-0.5'}>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function Mono({ value }: { value: string | null | undefined }) {
  return value ? (
    <span className="font-mono text-xs break-all">{value}</span>
  ) : (
    <span className="text-muted">—</span>
  );
}
