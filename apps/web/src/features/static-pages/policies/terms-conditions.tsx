import { Link } from 'react-router';
import { PolicyPage } from '../components/policy-page';
import { codText, returnsTermsText } from '../shop-rules';
import { storeNameOf, type StoreFacts } from '../store-facts';

export function TermsConditions({ store }: { store?: StoreFacts }) {
  const name = storeNameOf(store);
  return (
    <PolicyPage
      title="Terms and Conditions"
      path="/shop/terms-conditions"
      store={store}
      intro={
        <>
          These terms apply when you browse or buy from {name}, a silk saree boutique in Coimbatore, Tamil
          Nadu. By placing an order you agree to them, so please read them once.
        </>
      }
      summary={[
        <>Prices are in Indian rupees (₹) and include taxes.</>,
        <>You pay online when you place your order, or in cash on delivery where checkout offers it.</>,
        <>
          Our <Link to="/shop/returns-policy">returns</Link>, <Link to="/shop/refund-policy">refund</Link> and{' '}
          <Link to="/shop/shipping-policy">shipping</Link> policies form part of these terms.
        </>,
        <>
          These terms are governed by the laws of <strong>Tamil Nadu</strong>, and the courts at{' '}
          <strong>Coimbatore</strong> have jurisdiction.
        </>,
      ]}
    >
      <h2>Our products</h2>
      <p>
        Most of what we sell is woven, printed or painted by hand. Small irregularities in weave and colour
        are part of that craft. We photograph every piece in natural light, but screens differ, so the colour
        you see may vary slightly from the fabric itself.
      </p>

      <h2>Prices and payment</h2>
      <p>
        All prices are in Indian rupees (₹), shown to two decimals and inclusive of taxes. Shipping within
        India is free; for other countries the shipping charge is shown at checkout. You pay online through
        our payment partner by UPI, card, net banking or wallet. We never see or store your card number or UPI
        PIN. {store?.cod ? codText(store.cod) : null}
      </p>

      <h2>Orders</h2>
      <p>
        Your order is confirmed once your payment succeeds, or, for cash on delivery, once you place it, and
        you see our confirmation. If an order turns out to be unavailable, or a price was shown wrongly
        because of an obvious error, we may cancel the order, tell you why and refund you in full. We reserve
        stock for you only while your payment is in progress.
      </p>

      <h2>Cancellations, returns and refunds</h2>
      <p>
        You can cancel from your account until your order is handed to the courier, and a cancelled order is
        refunded in full. {returnsTermsText(store?.returns)} The details and timelines are in our{' '}
        <Link to="/shop/returns-policy">Returns Policy</Link> and{' '}
        <Link to="/shop/refund-policy">Refund Policy</Link>. Delivery times are in our{' '}
        <Link to="/shop/shipping-policy">Shipping Policy</Link>.
      </p>

      <h2>Your account</h2>
      <p>
        Please give us accurate details and keep your password to yourself. You are responsible for orders
        placed from your account. We may suspend an account that is used for fraud or abuse.
      </p>

      <h2>Reviews</h2>
      <p>
        Reviews you write may be shown on our site with your user name. Please keep them honest and courteous;
        we may remove reviews that are abusive, misleading or unrelated to our shop.
      </p>

      <h2>Photographs and content</h2>
      <p>
        The photographs, text and designs on this site belong to {name} or the artisans we work with. Please
        do not copy them for commercial use without our written permission.
      </p>

      <h2>Our responsibility</h2>
      <p>
        We take every care to describe our products accurately and deliver them safely. To the extent the law
        allows, our liability for any order is limited to the amount you paid for it.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms from time to time. The version on this page when you place an order is the
        one that applies to it.
      </p>

      <h2>Governing law and jurisdiction</h2>
      <p>
        These terms and any order placed with us are governed by the laws of the State of{' '}
        <strong>Tamil Nadu</strong>, India. Any dispute that we cannot settle together is subject to the
        exclusive jurisdiction of the courts at <strong>Coimbatore</strong>, Tamil Nadu.
      </p>
    </PolicyPage>
  );
}
