import { Link } from 'react-router';
import { PolicyPage } from '../components/policy-page';
import { returnWindowText } from '../shop-rules';
import { storeNameOf, type StoreFacts } from '../store-facts';

export function RefundPolicy({ store }: { store?: StoreFacts }) {
  const name = storeNameOf(store);
  const returns = store?.returns;
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
          You can cancel an order yourself, from <strong>My Account → Orders</strong>, until it is handed to
          the courier.
        </>,
        <>
          A cancelled order paid online is refunded <strong>in full</strong>, shipping included: no fee is
          kept.
        </>,
        <>A cash-on-delivery order you cancel costs you nothing: no money was taken.</>,
        <>
          If we cannot send an order you paid for, or a parcel comes back to us undelivered, you get a{' '}
          <strong>full refund</strong>.
        </>,
        <>
          Refunds go back to the way you paid and usually reach you in <strong>3–7 business days</strong>.
        </>,
      ]}
    >
      <h2>Cancelling an order</h2>
      <p>
        Open the order in <strong>My Account → Orders</strong> (View Details), choose why you are cancelling
        and press <strong>Cancel order</strong>: that is all, no email or phone call needed. You can cancel
        while the order is confirmed or being prepared; once it has been handed to the courier it can no
        longer be cancelled, and if it is then not right, our{' '}
        <Link to="/shop/returns-policy">Returns Policy</Link> applies. An order awaiting payment can be
        cancelled the same way, and nothing is taken for it.
      </p>

      <h2>What you get back when you cancel</h2>
      <p>
        Everything you paid for the order, shipping included. We do not keep a cancellation or platform fee.
        You see the amount as soon as you cancel, and we email you when the refund is made. A cash-on-delivery
        order has nothing to refund: cancelling it simply means nothing is due.
      </p>

      <h2>Orders we cannot send</h2>
      <p>
        Many of our sarees are single pieces, and very rarely one sells in the boutique at the same moment it
        is bought online. If we cannot send an order you have paid for, we cancel it, tell you why in your
        order details and by email, and refund it <strong>in full, with no deduction</strong>.
      </p>

      <h2>Parcels that come back undelivered</h2>
      <p>
        If the courier cannot deliver your parcel and it comes back to us, an order you paid online is
        refunded in full; a cash-on-delivery order owes nothing.
      </p>

      <h2>Refunds for returns</h2>
      <p>
        {returns && returns.windowDays > 0 ? (
          <>
            You can ask for a return from your account within {returnWindowText(returns)} of delivery, under
            our <Link to="/shop/returns-policy">Returns Policy</Link>.{' '}
          </>
        ) : (
          <>
            Returns are described in our <Link to="/shop/returns-policy">Returns Policy</Link>.{' '}
          </>
        )}
        When the items reach us and pass our quality check, we refund what you paid for them: their share of
        the order, tax included and less their share of any discount code, so returning one saree of three
        refunds that saree. An order paid online is refunded the way you paid; an order paid in cash on
        delivery is refunded by bank transfer to the UPI id or bank account you gave with the request.
        {returns?.exchanges ? ' If you asked for an exchange, we send the replacement instead.' : ''}
      </p>

      <h2>How and when you are paid back</h2>
      <p>
        Refunds go back to the way you paid, whether UPI, card, net banking or wallet, through our payment
        partner. Once we have made a refund it usually takes <strong>3–7 business days</strong> to show in
        your account, depending on your bank.
      </p>

      <h2>Your invoice and credit note</h2>
      <p>
        When an invoiced order is cancelled, rejected, returned or refunded, its invoice is marked so and we
        issue a <strong>credit note</strong> that takes it back in full. You can download both from your
        order’s details.
      </p>
    </PolicyPage>
  );
}
