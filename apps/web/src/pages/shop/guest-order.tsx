import { Link, useParams, useSearchParams } from 'react-router';
import { COD_METHOD, formatOrderNumber } from '@resham/shared';
import { buttonClasses } from '../../components/ui/button-classes';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { useInvoiceDownload } from '../../components/use-invoice-download';
import { hasInvoice } from '../../features/orders/history';
import { OrderDetails, OrderPapers } from '../../features/orders/components/order-details-dialog';
import { OrderLookupForm } from '../../features/orders/components/order-lookup-form';
import { cancelGuestOrder, useGuestOrder } from '../../features/orders/guest-api';

/**
 * /shop/order/<token>: the order a guest placed, opened by the link in her emails (issue 34) — details,
 * tracking, the invoice and cancel-before-dispatch, and nothing else of anyone. A link that opens
 * nothing (mistyped, or from another shop) offers to email the link again; a cancelled order shows only
 * that, and its invoice if it had one. /shop/order alone is that lookup.
 */
export default function GuestOrderPage() {
  const { token = '' } = useParams();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      {token ? <LinkedOrder token={token} /> : <Lookup />}
    </div>
  );
}

function Lookup({ reason }: { reason?: string }) {
  return (
    <>
      <div className="grid gap-2">
        <PageHeading>Find your order</PageHeading>
        <p className="text-muted">
          {reason ? `${reason} ` : ''}Enter the order number from your confirmation email and the email you
          used, and we will send you the order’s link.
        </p>
      </div>
      <OrderLookupForm />
    </>
  );
}

function LinkedOrder({ token }: { token: string }) {
  const view = useGuestOrder(token);
  // Just placed from this browser's checkout (not from the email's link).
  const placed = useSearchParams()[0].has('placed');

  if (view.isPending)
    return (
      <div role="status" aria-busy="true" className="grid gap-3">
        <span className="sr-only">Loading your order…</span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-32" />
        <Skeleton className="h-48" />
      </div>
    );
  if (view.isError)
    return (
      <div className="grid gap-4">
        <PageHeading>Your order</PageHeading>
        <p role="alert" className="text-muted">
          Could not load your order. Please check your connection and try again.
        </p>
        <button
          type="button"
          className={buttonClasses('outline', 'md', 'justify-self-start')}
          onClick={() => void view.refetch()}
        >
          Try again
        </button>
      </div>
    );
  const result = view.data;
  if (result.kind === 'invalid') return <Lookup reason={result.message} />;
  if (result.kind === 'cancelled')
    return (
      <div className="grid gap-4">
        <PageHeading>Your order</PageHeading>
        <p role="status" className="text-ink">
          {result.message}
        </p>
        {result.invoice ? <GuestOrderPapers token={token} id="order" creditNote /> : null}
        <Link to="/shop/listing" className={buttonClasses('primary', 'lg', 'justify-self-start')}>
          Browse all products
        </Link>
      </div>
    );
  const { order } = result;
  return (
    <>
      <div className="grid gap-1">
        <PageHeading>Order {formatOrderNumber(order.orderNumber)}</PageHeading>
        {placed ? (
          <p role="status" className="font-medium text-maroon-900">
            {order.paymentMethod === COD_METHOD
              ? 'Thank you! Your order is placed: you pay when it arrives.'
              : 'Thank you! Your payment is received and your order is placed.'}{' '}
            We have emailed this page’s link to you.
          </p>
        ) : null}
        <p className="text-muted">Keep this page’s link: it is how you see this order without an account.</p>
      </div>
      <OrderDetails order={order} userName="" cancel={(reason) => cancelGuestOrder(token, reason)} />
      {hasInvoice(order) ? (
        <GuestOrderPapers token={token} id={order._id} creditNote={order.creditNoteNumber !== null} />
      ) : null}
    </>
  );
}

/** A guest's order papers, fetched by her link's token; `id` names the saved file. */
function GuestOrderPapers({ token, id, creditNote }: { token: string; id: string; creditNote: boolean }) {
  const invoice = useInvoiceDownload({ token });
  const note = useInvoiceDownload({ token }, 'credit-note');
  return (
    <OrderPapers
      creditNote={creditNote}
      onInvoice={() => void invoice.download(id)}
      invoiceBusy={invoice.busyId !== null}
      onCreditNote={() => void note.download(id)}
      creditNoteBusy={note.busyId !== null}
    />
  );
}
