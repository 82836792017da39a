import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  codRefusal,
  computeOrderSummary,
  guestContactSchema,
  isIndia,
  MESSAGES,
  paiseToRupees,
  type AddressValues,
  type CodSettings,
  type PaymentChoice,
} from '@resham/shared';
import { buttonClasses } from '../../components/ui/button-classes';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { isApiError } from '../../lib/api-error';
import { signInPath } from '../../lib/sign-in-return';
import { AddressForm } from '../../features/address/components/address-form';
import { useCart } from '../../features/cart/api';
import { blockingItems, summaryLines } from '../../features/cart/cart-math';
import { CartItems } from '../../features/cart/components/cart-items';
import { DeliveryPromise } from '../../features/delivery/components/delivery-promise';
import { usePaymentFlow } from '../../features/checkout/hooks/use-payment-flow';
import { basketKey, isRetryable, retryTarget } from '../../features/checkout/recovery';
import { CheckoutSummary } from '../../features/checkout/components/checkout-summary';
import { DeliveringTo } from '../../features/checkout/components/delivering-to';
import {
  ContactFields,
  GuestDetailsCard,
  type Contact,
  type ContactInput,
  type GuestDetails,
} from '../../features/checkout/components/guest-details';
import { GuestEmailCode } from '../../features/checkout/components/guest-email-code';
import { PaymentNotice } from '../../features/checkout/components/payment-notice';
import { PaymentStep } from '../../features/checkout/components/payment-step';

export interface GuestCheckoutProps {
  /** After the order is paid or placed: its page (the create answer's link). */
  onPaid: (orderId: string, orderLink?: string) => void;
  demoPayments: boolean;
  sellerState: string | null;
  cod: CodSettings;
}

/**
 * The checkout of a shopper without an account (issue 34): her name, email, phone and address in one
 * form, then the total, the way to pay and the button. Nothing is saved until the order is; the order's
 * page link goes to her email and her browser opens it after paying.
 */
export function GuestCheckout({ onPaid, demoPayments, sellerState, cod }: GuestCheckoutProps) {
  const { items, isLoading } = useCart();
  const [details, setDetails] = useState<GuestDetails | null>(null);
  // What she typed, kept while she changes it.
  const [draft, setDraft] = useState<GuestDetails | null>(null);
  const queryClient = useQueryClient();
  const contact = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(guestContactSchema),
    defaultValues: { name: '', email: '', createAccount: false },
  });
  const orderRef = useRef<HTMLElement>(null);
  const orderHeading = useId();
  const [method, setMethod] = useState<PaymentChoice>('online');
  const [emailCode, setEmailCode] = useState('');
  const [totalChanged, setTotalChanged] = useState<string | null>(null);
  const onRefused = useCallback(
    (error: unknown) => {
      // The total changed meanwhile (409): the cart is fetched again and the next press confirms it.
      if (isApiError(error) && error.body.totalChanged === true) {
        setTotalChanged(error.message);
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
      }
    },
    [queryClient],
  );
  // The order's page, once an order is made: where a notice's link goes.
  const [orderLink, setOrderLink] = useState<string | null>(null);
  const paid = useCallback(
    (orderId: string, link?: string) => {
      if (link) setOrderLink(link);
      onPaid(orderId, link);
    },
    [onPaid],
  );
  const flow = usePaymentFlow({ onPaid: paid, onRefused, onCreated: setOrderLink });

  const address = details?.address ?? null;
  const lines = summaryLines(items);
  const totalPaise = computeOrderSummary(lines, address, sellerState).totalPaise;
  const codReason = codRefusal(cod, address, totalPaise);
  const payCod = method === 'cod' && codReason === null;
  const blocked = blockingItems(items).length > 0;

  // A closed window pays the same order again while what it was made of is unchanged.
  const [createdFrom, setCreatedFrom] = useState<string | null>(null);
  const orderBasis = `${basketKey(null, items)}|${JSON.stringify(details)}`;
  const retryId = retryTarget(flow.notice, createdFrom, orderBasis);
  const notice = isRetryable(flow.notice) && !retryId ? null : flow.notice;

  // Her name and email as checked when she pressed Continue (with the address, in one press).
  const checkedContact = useRef<Contact | null>(null);
  const checkContact = async () => {
    checkedContact.current = null;
    await contact.handleSubmit((c) => void (checkedContact.current = c))();
    return checkedContact.current !== null;
  };
  const continueToPay = (values: AddressValues) => {
    if (!checkedContact.current) return;
    setDetails({ contact: checkedContact.current, address: values });
    // At 375 px the total and the button come next: bring them up.
    requestAnimationFrame(() => orderRef.current?.scrollIntoView({ block: 'start' }));
  };

  const pay = () => {
    if (retryId) return void flow.retry(retryId);
    if (items.length === 0) return toast({ title: MESSAGES.toast.cartEmpty, variant: 'destructive' });
    if (!details || totalPaise === null) return;
    if (blocked) return toast({ title: MESSAGES.cart.removeUnavailable, variant: 'destructive' });
    setTotalChanged(null);
    const { createAccount, ...buyer } = details.contact;
    const order = {
      guest: { ...buyer, phone: details.address.phone },
      addressInfo: details.address,
      ...(createAccount ? { createAccount } : {}),
      expectedTotal: paiseToRupees(totalPaise),
    };
    if (payCod) return void flow.placeCod({ ...order, emailCode });
    setCreatedFrom(orderBasis);
    void flow.checkout(order);
  };
  if (isLoading)
    return (
      <div role="status" aria-busy="true" className="grid gap-3">
        <span className="sr-only">Loading your cart…</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  if (items.length === 0)
    return (
      <div className="grid justify-items-start gap-3 rounded-lg border border-dashed border-stone-300 bg-white p-4 text-sm">
        <p className="text-muted">{MESSAGES.cart.empty}</p>
        <Link to="/shop/listing" className={buttonClasses('outline', 'sm')}>
          Browse the collection
        </Link>
      </div>
    );

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
      <section aria-label="Your details" className="grid min-w-0 grid-cols-1 content-start gap-4">
        <p className="text-sm text-muted">
          Have an account?{' '}
          <Link to={signInPath('/shop/checkout')} className="font-medium text-maroon-800 underline">
            Sign in
          </Link>{' '}
          for your saved addresses and discount codes. Your cart comes with you.
        </p>
        {details ? (
          <GuestDetailsCard
            details={details}
            onChange={() => {
              setDraft(details);
              setDetails(null);
            }}
            disabled={flow.phase !== 'idle'}
          />
        ) : (
          <AddressForm
            title="Your details and delivery address"
            submitLabel="Continue to payment"
            initial={draft?.address}
            leading={<ContactFields form={contact} />}
            checkLeading={checkContact}
            onSubmitValues={continueToPay}
          />
        )}
      </section>

      <section
        ref={orderRef}
        aria-labelledby={orderHeading}
        className="grid min-w-0 scroll-mt-20 grid-cols-1 content-start gap-4"
      >
        <h2 id={orderHeading} className="text-2xl font-semibold text-maroon-900">
          Your order
        </h2>
        {notice ? (
          <PaymentNotice
            notice={notice}
            orders={
              orderLink
                ? { to: orderLink, label: 'View this order' }
                : { to: '/shop/order', label: 'Find your order' }
            }
          />
        ) : null}
        <CheckoutSummary lines={lines} address={address} sellerState={sellerState} />
        {totalChanged ? (
          <p role="alert" className="rounded-md border border-gold-400 bg-gold-50 p-3 text-sm text-ink">
            {totalChanged}
          </p>
        ) : null}
        {blocked ? <p className="text-sm text-red-700">{MESSAGES.cart.removeUnavailable}</p> : null}
        {details ? (
          <>
            <PaymentStep
              method={method}
              onMethod={setMethod}
              codReason={codReason}
              payCod={payCod}
              retrying={retryId !== null}
              totalPaise={totalPaise}
              gift={address?.isGift === true}
              demoPayments={demoPayments}
              phase={flow.phase}
              onPay={pay}
              codExtra={
                <GuestEmailCode
                  email={details.contact.email}
                  code={emailCode}
                  onCode={setEmailCode}
                  disabled={flow.phase !== 'idle'}
                />
              }
            />
            <DeliveringTo address={details.address} shopperName={details.contact.name} />
            <DeliveryPromise
              pincode={isIndia(details.address.country) ? details.address.pincode : null}
              withCod={false}
              className="-mt-2 pr-14 text-sm"
            />
          </>
        ) : (
          <p className="text-sm text-muted">Enter your details and address to see the total and pay.</p>
        )}
        <h3 className="mt-2 text-lg font-semibold text-maroon-900">In your cart</h3>
        <CartItems items={items} className="rounded-lg border border-stone-200 bg-white px-4" />
      </section>
    </div>
  );
}
