import { PolicyPage } from '../components/policy-page';
import {
  codText,
  cutoffText,
  dayRangeText,
  dispatchText,
  internationalShippingText,
  latestDaysText,
} from '../shop-rules';
import { storeNameOf, type StoreFacts } from '../store-facts';

export function ShippingPolicy({ store }: { store?: StoreFacts }) {
  const name = storeNameOf(store);
  const shipping = store?.shipping;
  const home = store?.storeState?.trim() || 'our own state';
  const cutoff = shipping ? cutoffText(shipping) : null;
  return (
    <PolicyPage
      title="Shipping Policy"
      path="/shop/shipping-policy"
      store={store}
      intro={
        <>
          Each order is checked, folded and packed by hand at {name} before it travels to you. Here is how
          long that takes and where we can send it.
        </>
      }
      summary={[
        shipping ? (
          <>
            We hand your order to the courier <strong>{dispatchText(shipping)}</strong>.
          </>
        ) : (
          <>We hand your order to the courier within a few working days.</>
        ),
        shipping ? (
          <>
            <strong>Within India:</strong> {dayRangeText(shipping.transitDaysInState)} in transit in {home},{' '}
            {dayRangeText(shipping.transitDaysElsewhere)} elsewhere, so most orders arrive{' '}
            <strong>within {latestDaysText(shipping)}</strong>.
          </>
        ) : (
          <>
            <strong>Within India:</strong> enter your pincode on a product page to see your delivery dates.
          </>
        ),
        <>
          Shipping within India is <strong>free</strong>; outside India it is {internationalShippingText} an
          order.
        </>,
        <>We do not ship to P.O. boxes.</>,
      ]}
    >
      <h2>Processing your order</h2>
      <p>
        Before a parcel leaves us, we inspect the piece once more, fold it with tissue and seal it in
        weather-proof packaging.{' '}
        {shipping ? (
          <>
            Your order is handed to the courier <strong>{dispatchText(shipping)}</strong>, counting working
            days only: not Sundays or the shop’s holidays.{cutoff ? ` ${cutoff}` : ''}
          </>
        ) : (
          'We count working days only: not Sundays or the shop’s holidays.'
        )}
      </p>

      <h2>Shipping within India</h2>
      <p>
        {shipping ? (
          <>
            After dispatch, our courier partners take{' '}
            <strong>{dayRangeText(shipping.transitDaysInState)}</strong> to reach an address in {home} and{' '}
            <strong>{dayRangeText(shipping.transitDaysElsewhere)}</strong> to the rest of India.{' '}
          </>
        ) : null}
        Enter your pincode on any product page to see the dates for your address; checkout and your order
        confirmation show the same dates. Shipping within India is free.
      </p>

      <h2>Cash on delivery</h2>
      <p>
        {store?.cod
          ? codText(store.cod)
          : 'Checkout shows whether cash on delivery is offered for your order.'}{' '}
        Please keep the exact amount ready: the courier collects it when the parcel arrives.
      </p>

      <h2>Shipping outside India</h2>
      <p>
        We ship abroad for a flat <strong>{internationalShippingText}</strong> an order, shown at checkout
        before you pay. Transit times abroad depend on the destination and its customs; we send you the
        courier’s tracking number when the parcel leaves us. Import duties or taxes charged by the destination
        country are not included and are paid by the recipient. Please note that international orders cannot
        be returned.
      </p>

      <h2>Addresses we deliver to</h2>
      <p>
        We deliver to street addresses only and <strong>do not ship to P.O. boxes</strong>. Please give a
        complete address with the pincode and a phone number the courier can reach, so that nothing is held up
        on the last mile.
      </p>

      <h2>Tracking and delays</h2>
      <p>
        We email you when your order ships, with the courier and its tracking number, which your order details
        show too. Festivals, strikes and heavy rain can occasionally slow couriers down; if your parcel is
        late, write to us and we will chase it for you.
      </p>
    </PolicyPage>
  );
}
