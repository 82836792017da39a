import { useCallback, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  codRefusal,
  COD_MESSAGES,
  computeOrderSummary,
  isIndia,
  MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type CodSettings,
  type PaymentChoice,
} from '@resham/shared';
import { buttonClasses } from '../../components/ui/button-classes';
import { PageBanner } from '../../components/ui/page-banner';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { useAccount } from '../../features/account/api';
import { ResendVerificationButton } from '../../features/account/components/resend-verification-button';
import { useAddresses } from '../../features/address/api';
import { AddressBook } from '../../features/address/components/address-book';
import { useCart } from '../../features/cart/api';
import { blockingItems, summaryLines } from '../../features/cart/cart-math';
import { CartItems } from '../../features/cart/components/cart-items';
import { CheckoutSummary } from '../../features/checkout/components/checkout-summary';
import { DiscountCodeBox } from '../../features/checkout/components/discount-code-box';
import { GuestCheckout } from './guest-checkout';
import { DeliveringTo } from '../../features/checkout/components/delivering-to';
import { DeliveryPromise } from '../../features/delivery/components/delivery-promise';
import { PayPendingOrder } from '../../features/checkout/components/pay-pending-order';
import { PaymentNotice } from '../../features/checkout/components/payment-notice';
import { PaymentStep } from '../../features/checkout/components/payment-step';
import { useDiscountCode } from '../../features/checkout/hooks/use-discount-code';
import { usePaymentFlow } from '../../features/checkout/hooks/use-payment-flow';
import { basketKey, isRetryable, retryTarget } from '../../features/checkout/recovery';
import { defaultAddressId } from '../../features/checkout/default-address';
import { useStoreConfig } from '../../features/store-config/api';
import { isApiError } from '../../lib/api-error';
import { useSession } from '../../lib/session';

const T = MESSAGES.toast;

/** Until the shop's settings load, cash on delivery is not offered. */
const COD_UNKNOWN: CodSettings = { enabled: false, maxRupees: 0, forGifts: false };

function CheckoutContent({
  onPaid,
  demoPayments,
  sellerState,
  cod,
}: {
  onPaid: (orderId: string) => void;
  demoPayments: boolean;
  sellerState: string | null;
  cod: CodSettings | undefined;
}) {
  const { items, isLoading } = useCart();
  const { addresses } = useAddresses();
  const { user } = useSession();
  // Until she picks one, the address her latest order went to, or her only one, is chosen for her.
  const [pickedId, setAddressId] = useState<string | null>(null);
  // Once shown, the address chosen for her stays chosen: adding a gift address must not unchoose it.
  const chosenForHer = defaultAddressId(addresses);
  if (pickedId === null && chosenForHer !== null) setAddressId(chosenForHer);
  const address =
    addresses.find((a) => a._id === pickedId) ??
    addresses.find((a) => a._id === defaultAddressId(addresses)) ??
    null;
  const addressId = address?._id ?? null;
  const basket = basketKey(addressId, items);
  const discount = useDiscountCode(addressId, basket);
  const queryClient = useQueryClient();
  // Why the last order was not placed at the total shown (a price or the code changed meanwhile).
  const [totalChanged, setTotalChanged] = useState<string | null>(null);
  const { remove: removeCode } = discount;
  const onRefused = useCallback(
    (error: unknown) => {
      // The total changed (409, totalChanged): the cart's prices and the code's figures are fetched
      // again, so the summary shows what the order costs now and the next press confirms that.
      if (isApiError(error) && error.body.totalChanged === true) {
        setTotalChanged(error.message);
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
        void queryClient.invalidateQueries({ queryKey: ['discount-check'] });
        return;
      }
      // A code that stopped applying when the order was placed (409): the toast says so; the code goes.
      removeCode();
    },
    [queryClient, removeCode],
  );
  const flow = usePaymentFlow({ onPaid, onRefused });
  const lines = summaryLines(items);
  const totalPaise = computeOrderSummary(lines, address, sellerState).totalPaise;
  const [method, setMethod] = useState<PaymentChoice>('online');
  // COD's limit is on what would be collected: the total after an applied code.
  const withCode = discount.applied?.summary.totalAmount;
  // The Total the summary shows: what the shopper confirms by placing the order.
  const shownTotalPaise =
    totalPaise === null ? null : withCode != null ? rupeesToPaise(withCode) : totalPaise;
  // Cash on delivery needs a verified email (the server refuses it otherwise, with the same words).
  const unverified = useAccount().data?.emailVerified === false;
  const codReason =
    codRefusal(cod ?? COD_UNKNOWN, address, withCode != null ? rupeesToPaise(withCode) : totalPaise) ??
    (unverified ? COD_MESSAGES.verifyEmail : null);
  // The server refuses COD for this address or total too (400, the same reason): pay online then.
  const payCod = method === 'cod' && codReason === null;
  const blocked = blockingItems(items).length > 0;
  const addressHeading = useId();
  const orderHeading = useId();

  // After a closed or failed payment the main button pays that same order again, as long as it is
  // payable and the address and cart are still what it was made from; otherwise a new order is due
  // (the server then supersedes the unpaid one).
  const [createdFrom, setCreatedFrom] = useState<string | null>(null);
  // The code is part of what an order was made from: another code means a new order.
  const orderBasis = `${basket}|${discount.applied?.code ?? ''}`;
  const retryId = retryTarget(flow.notice, createdFrom, orderBasis);
  // A retryable notice speaks of that order: once the basket differs, it is no longer shown.
  const notice = isRetryable(flow.notice) && !retryId ? null : flow.notice;

  const pay = () => {
    if (retryId) return void flow.retry(retryId);
    // Spec §4: the cart-empty and no-address checks come first.
    if (items.length === 0) return toast({ title: T.cartEmpty, variant: 'destructive' });
    if (!address) return toast({ title: T.noAddress, variant: 'destructive' });
    if (blocked) return toast({ title: MESSAGES.cart.removeUnavailable, variant: 'destructive' });
    if (shownTotalPaise === null) return;
    setTotalChanged(null);
    const order = {
      addressId: address._id,
      discountCode: discount.applied?.code,
      expectedTotal: paiseToRupees(shownTotalPaise),
    };
    if (payCod) return void flow.placeCod(order);
    setCreatedFrom(orderBasis);
    void flow.checkout(order);
  };

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
      <section aria-labelledby={addressHeading} className="grid min-w-0 grid-cols-1 content-start gap-4">
        <h2 id={addressHeading} className="text-2xl font-semibold text-maroon-900">
          {MESSAGES.checkout.selectAddress}
        </h2>
        <AddressBook selectedId={addressId} onSelect={setAddressId} />
      </section>

      <section aria-labelledby={orderHeading} className="grid min-w-0 grid-cols-1 content-start gap-4">
        <h2 id={orderHeading} className="text-2xl font-semibold text-maroon-900">
          Your order
        </h2>
        {isLoading ? (
          <div role="status" aria-busy="true" className="grid gap-3">
            <span className="sr-only">Loading your cart…</span>
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : items.length === 0 ? (
          <div className="grid justify-items-start gap-3 rounded-lg border border-dashed border-stone-300 bg-white p-4 text-sm">
            <p className="text-muted">{MESSAGES.cart.empty}</p>
            <Link to="/shop/listing" className={buttonClasses('outline', 'sm')}>
              Browse the collection
            </Link>
          </div>
        ) : (
          <CartItems items={items} className="rounded-lg border border-stone-200 bg-white px-4" />
        )}
        {notice ? <PaymentNotice notice={notice} /> : null}
        {items.length > 0 ? (
          <DiscountCodeBox
            applied={discount.applied?.code ?? null}
            description={discount.applied?.description ?? null}
            error={discount.error}
            checking={discount.checking}
            onApply={discount.apply}
            onRemove={discount.remove}
          />
        ) : null}
        <CheckoutSummary
          lines={lines}
          address={address}
          sellerState={sellerState}
          withCode={discount.applied?.summary ?? null}
        />
        {blocked ? <p className="text-sm text-red-700">{MESSAGES.cart.removeUnavailable}</p> : null}
        {totalChanged ? (
          <p role="alert" className="rounded-md border border-gold-400 bg-gold-50 p-3 text-sm text-ink">
            {totalChanged}
          </p>
        ) : null}
        <PaymentStep
          method={method}
          onMethod={setMethod}
          codReason={codReason}
          codAction={codReason === COD_MESSAGES.verifyEmail ? <ResendVerificationButton inline /> : undefined}
          payCod={payCod}
          retrying={retryId !== null}
          totalPaise={shownTotalPaise}
          gift={address?.isGift === true}
          demoPayments={demoPayments}
          phase={flow.phase}
          onPay={pay}
        />
        {/* Right under the button: where the order goes, or that it needs an address. */}
        {address ? (
          <>
            <DeliveringTo address={address} shopperName={user?.userName ?? ''} />
            {/* When it would arrive (addresses in India: the promise is for Indian pincodes); whether
                this order can be paid on delivery is the payment choice's to say. */}
            <DeliveryPromise
              pincode={isIndia(address.country) ? address.pincode : null}
              withCod={false}
              className="-mt-2 pr-14 text-sm"
            />
          </>
        ) : (
          <p className="-mt-2 text-center text-xs text-muted">Choose a delivery address to see the total.</p>
        )}
      </section>
    </div>
  );
}

export default function CheckoutPage() {
  const [params] = useSearchParams();
  const payId = params.get('pay');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The simulated gateway takes no money: checkout says so (GET /api/common/config).
  const storeConfig = useStoreConfig();
  const demoPayments = storeConfig?.simulatedPayments === true;

  const { user, isLoading: sessionLoading } = useSession();

  const onPaid = useCallback(
    (orderId: string, orderLink?: string) => {
      // The server emptied the cart and confirmed the order.
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      // A guest's order opens on its own page (the one her email links to).
      void navigate(
        orderLink ? `${orderLink}?placed=1` : `/shop/payment-success?orderId=${encodeURIComponent(orderId)}`,
      );
    },
    [navigate, queryClient],
  );

  return (
    <>
      <PageBanner
        imageBase="/collections/kanchipuram-silk-sarees"
        title="Checkout"
        subtitle="Handwoven in India, packed with care in Coimbatore."
        short
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 md:px-8 md:py-12">
        {sessionLoading ? (
          <Skeleton className="h-48" />
        ) : !user ? (
          <GuestCheckout
            onPaid={onPaid}
            demoPayments={demoPayments}
            sellerState={storeConfig?.storeState ?? null}
            cod={storeConfig?.cod ?? COD_UNKNOWN}
          />
        ) : payId ? (
          <PayPendingOrder orderId={payId} onPaid={onPaid} demoPayments={demoPayments} />
        ) : (
          <CheckoutContent
            onPaid={onPaid}
            demoPayments={demoPayments}
            sellerState={storeConfig?.storeState ?? null}
            cod={storeConfig?.cod}
          />
        )}
      </div>
    </>
  );
}
