import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  COD_MESSAGES,
  COD_METHOD,
  deliveryMessage,
  formatOrderNumber,
  formatRupees,
  MESSAGES,
} from '@resham/shared';
import { CheckCircle2, Download, Loader2, Truck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-classes';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { useInvoiceDownload } from '../../components/use-invoice-download';
import { useSession } from '../../lib/session';
import { readLatestOrderId } from '../../features/checkout/latest-order';
import { useOrderDetails } from '../../features/orders/api';

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  // Spec §4: the order id from latestOrderId, or else from the orderId query parameter.
  const orderId = readLatestOrderId() ?? params.get('orderId');
  const { user } = useSession();
  // The short number the shopper reads aloud ('#1001'); the uuid stays in URLs and the invoice request.
  const details = useOrderDetails(orderId);
  const orderNumber = details.data ? formatOrderNumber(details.data.orderNumber) : null;
  // A cash-on-delivery order was placed, not paid: the page says what to keep ready.
  const cod = details.data?.paymentMethod === COD_METHOD;
  // A gift paid on delivery (COD_FOR_GIFTS): its recipient pays, and the page says so.
  const giftCod = cod && details.data?.addressInfo.isGift === true;
  // The promise checkout gave, kept on the order: the emails print the same dates.
  const { deliveryEarliest: earliest, deliveryLatest: latest } = details.data ?? {};
  const invoice = useInvoiceDownload({ userId: user?.id });
  const downloading = invoice.busyId !== null;

  const warned = useRef(false);
  useEffect(() => {
    if (orderId || warned.current) return;
    warned.current = true;
    toast({ title: MESSAGES.toast.invoiceUnavailable, description: MESSAGES.toast.invoiceCheckOrders });
  }, [orderId]);

  return (
    <div className="mx-auto grid w-full max-w-2xl justify-items-center gap-6 px-4 py-16 text-center md:py-24">
      <span className="grid size-20 place-items-center rounded-full bg-green-50 ring-8 ring-green-50/60">
        <CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />
      </span>
      <PageHeading>{cod ? COD_MESSAGES.placedTitle : MESSAGES.orders.paymentSuccessTitle}</PageHeading>
      <p className="max-w-md text-lg text-muted">
        {giftCod
          ? COD_MESSAGES.recipientPays(formatRupees(details.data!.totalAmount))
          : cod
            ? COD_MESSAGES.placedText(formatRupees(details.data!.totalAmount))
            : MESSAGES.orders.paymentSuccessText}
      </p>
      {earliest && latest ? (
        <p className="flex items-center gap-2 text-base font-medium text-ink">
          <Truck aria-hidden="true" className="size-5 text-maroon-700" />
          {deliveryMessage({ earliest, latest })}
        </p>
      ) : null}
      {orderNumber ? (
        <p className="text-base text-muted">
          Order <span className="font-semibold text-ink tabular-nums">{orderNumber}</span>
        </p>
      ) : orderId && details.isPending ? (
        <Skeleton className="h-6 w-28" />
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/shop/account" className={buttonClasses('primary', 'lg')}>
          View My Orders
        </Link>
        {orderId ? (
          <Button
            variant="outline"
            size="lg"
            onClick={() => void invoice.download(orderId)}
            disabled={downloading}
            aria-busy={downloading}
          >
            {downloading ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {downloading ? MESSAGES.orders.downloading : 'Download Invoice'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
