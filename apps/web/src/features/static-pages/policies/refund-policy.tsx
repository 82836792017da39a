import { Link } from 'react-router';
import { PolicyPage } from '../components/policy-page';
import { storeNameOf, type StoreFacts } from '../store-facts';

export function RefundPolicy({ store }: { store?: StoreFacts }) {
  const name = storeNameOf(store);
  const email = store?.storeEmail;
  return (
    <PolicyPage
      title="Refund Policy"
      path="/shop/refund-policy"
      store={store}
      intro={
        <>
          When money has to go back to you, we want you to know exactly how much and how soon. Here is how
          cancellations and refunds work at {name}.
        </>
      }
      summary={[
        <>
          You can cancel an order <strong>only before it is shipped</strong>.
        </>,
        <>
          A cancelled order is refunded after deducting a <strong>4% platform fee plus GST</strong>.
        </>,
        <>
          If an item you paid for turns out to be out of stock, you get a <strong>full refund</strong> for it.
        </>,
        <>
          Refunds reach you in <strong>3–7 business days</strong>.
        </>,
        <>Shipping fees are non-refundable.</>,
      ]}
    >
      <h2>Cancelling an order</h2>
      <p>
        You may cancel an order until it has been shipped.{' '}
        {email ? (
          <>
            Write to us at <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : (
          'Write to us'
        )}{' '}
        with your order ID as early as you can. Once the parcel has left our boutique the order can no longer
        be cancelled; if it then arrives damaged, defective or wrong, our{' '}
        <Link to="/shop/returns-policy">Returns Policy</Link> applies.
      </p>

      <h2>What you get back when you cancel</h2>
      <p>
        Every online payment costs us a gateway and bank charge that is not returned to us when an order is
        cancelled. So when you cancel, we refund the amount you paid minus a{' '}
        <strong>4% platform fee plus GST</strong> on it. For example, on a ₹10,000 order we keep ₹400 plus the
        GST on that ₹400, and refund the rest.
      </p>

      <h2>Out-of-stock items</h2>
      <p>
        Many of our sarees are single pieces, and very rarely one sells in the boutique at the same moment it
        is bought online. If we cannot send an item you have paid for, we tell you straight away and refund
        its <strong>full price, with no deduction</strong>.
      </p>

      <h2>Refunds for approved returns</h2>
      <p>
        When a return is approved under our <Link to="/shop/returns-policy">Returns Policy</Link> and the item
        reaches us in the condition we expect, we refund it (or send a replacement, if you prefer).
      </p>

      <h2>How and when you are paid back</h2>
      <p>
        Refunds go back to the way you paid, whether UPI, card, net banking or wallet, through our payment
        partner. Once we have processed a refund it takes <strong>3–7 business days</strong> to show in your
        account, depending on your bank. We email you when we process it.
      </p>

      <h2>Shipping fees</h2>
      <p>Shipping fees are non-refundable, whether an order is cancelled, returned or refunded in part.</p>
    </PolicyPage>
  );
}
