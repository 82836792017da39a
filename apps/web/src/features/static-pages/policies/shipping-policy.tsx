import { PolicyPage } from '../components/policy-page';
import { storeNameOf, type StoreFacts } from '../store-facts';

export function ShippingPolicy({ store }: { store?: StoreFacts }) {
  const name = storeNameOf(store);
  return (
    <PolicyPage
      title="Shipping Policy"
      path="/shop/shipping-policy"
      store={store}
      intro={
        <>
          Each order is checked, folded and packed by hand at {name} in Coimbatore before it travels to you.
          Here is how long that takes and where we can send it.
        </>
      }
      summary={[
        <>
          <strong>Within India:</strong> 1–2 days to process and 2–7 days in transit, so your order arrives{' '}
          <strong>within 9 days</strong>.
        </>,
        <>
          <strong>Outside India:</strong> 2–4 days to process and 7–21 days in transit, so your order arrives{' '}
          <strong>within 25 days</strong>.
        </>,
        <>We do not ship to P.O. boxes.</>,
      ]}
    >
      <h2>Processing your order</h2>
      <p>
        Before a parcel leaves us, we inspect the piece once more, fold it with tissue and seal it in
        weather-proof packaging. Orders within India take <strong>1–2 days</strong> to process; international
        orders take <strong>2–4 days</strong>, because they also need export paperwork.
      </p>

      <h2>Shipping within India</h2>
      <p>
        After processing, our courier partners take <strong>2–7 days</strong> to deliver, depending on how far
        you are from Coimbatore. All in all, a domestic order reaches you <strong>within 9 days</strong> of
        being placed. Shipping within India is free.
      </p>

      <h2>Shipping outside India</h2>
      <p>
        International parcels take <strong>7–21 days</strong> in transit after processing, so they arrive{' '}
        <strong>within 25 days</strong> of the order. The shipping charge is shown at checkout before you pay.
        Import duties or taxes charged by the destination country are not included and are paid by the
        recipient. Please note that international orders cannot be returned.
      </p>

      <h2>Addresses we deliver to</h2>
      <p>
        We deliver to street addresses only and <strong>do not ship to P.O. boxes</strong>. Please give a
        complete address with the pincode and a phone number the courier can reach, so that nothing is held up
        on the last mile.
      </p>

      <h2>Tracking and delays</h2>
      <p>
        We email you when your order ships. Festivals, strikes and heavy rain can occasionally slow couriers
        down; if your parcel is late, write to us and we will chase it for you.
      </p>
    </PolicyPage>
  );
}
