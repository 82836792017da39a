import { PolicyPage } from '../components/policy-page';
import { storeNameOf, type StoreFacts } from '../store-facts';

export function PrivacyPolicy({ store }: { store?: StoreFacts }) {
  const name = storeNameOf(store);
  const email = store?.storeEmail;
  return (
    <PolicyPage
      title="Privacy Policy"
      path="/shop/privacy-policy"
      store={store}
      intro={
        <>
          {name} is a small family business. We ask only for what we need to deliver your order and look after
          you, and we treat it with the same care as the sarees we send.
        </>
      }
      summary={[
        <>We collect your name, email, addresses, phone number and order history.</>,
        <>Payments are handled by our payment partner; we never see your card number or UPI PIN.</>,
        <>We use one cookie, to keep you signed in, and no advertising trackers.</>,
        <>We never sell your data.</>,
      ]}
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your account:</strong> user name, email address and password. The password is stored only as
          a secure hash that even we cannot read.
        </li>
        <li>
          <strong>Delivery details:</strong> the addresses (up to three), phone numbers, gift messages and
          delivery notes you save.
        </li>
        <li>
          <strong>Orders:</strong> what you bought, when, the amounts and the payment status.
        </li>
        <li>
          <strong>Reviews</strong> you choose to write, shown with your user name.
        </li>
      </ul>

      <h2>Payments</h2>
      <p>
        You pay through our payment partner’s secure window. Your card, UPI or bank details go straight to
        them; we receive only a confirmation and a payment reference.
      </p>

      <h2>How we use it</h2>
      <ul>
        <li>To process, pack and deliver your orders and to issue GST invoices.</li>
        <li>To email you order confirmations and shipping updates.</li>
        <li>To answer your questions and handle returns and refunds.</li>
        <li>To keep the shop secure, for example to stop repeated failed sign-ins.</li>
      </ul>

      <h2>Cookies</h2>
      <p>
        We set a single cookie that keeps you signed in. We do not use advertising cookies or third-party
        tracking. Your browser may also keep your chosen product filters for the current visit.
      </p>

      <h2>Who else sees your data</h2>
      <p>
        Only those who help us fulfil your order: the courier that delivers it (your name, address and phone),
        our payment partner, and the service that sends our emails. We never sell or rent your data, and we
        share it with authorities only when the law requires.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Order and invoice records are kept for as long as tax law requires. Everything else stays only while
        you have an account with us.
      </p>

      <h2>Your choices</h2>
      <p>
        You can see and change your addresses in your account at any time. To get a copy of your data, correct
        it or have your account deleted,{' '}
        {email ? (
          <>
            write to <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : (
          'write to us'
        )}
        . We handle personal data in line with applicable Indian law.
      </p>

      <h2>Changes</h2>
      <p>If we change how we handle your data, we will update this page before the change takes effect.</p>
    </PolicyPage>
  );
}
