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
        <>
          From your account you can download all your data, sign out everywhere, change your password, or
          delete your account.
        </>,
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
        <li>
          <strong>Sign-ins:</strong> one record per signed-in device (when it was signed in and when it
          expires), and whether you have confirmed your email address.
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

      <h2>Emails about your account</h2>
      <p>
        When you sign up we email a link to confirm your address; you can shop before you open it. If you
        forget your password, “Forgot password?” on the sign-in page emails a link that works once, for 30
        minutes; we then email you that the password was changed. We keep only a scrambled form (a hash) of
        each link, and whether or not an account exists for an email, the sign-in page answers the same.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          <strong>Orders and GST invoices:</strong> 6 years from the end of the financial year, as the GST law
          requires, with the name and delivery address they were placed with.
        </li>
        <li>
          <strong>Your account, addresses, cart and reviews:</strong> while you have an account with us.
        </li>
        <li>
          <strong>Sign-ins:</strong> until you sign out, sign out everywhere, change or reset your password,
          or 7 days after you last used the shop on that device.
        </li>
        <li>
          <strong>Password reset and email links:</strong> 30 minutes (reset) or 24 hours (email check), and
          deleted a day after they expire.
        </li>
      </ul>

      <h2>Your rights and choices</h2>
      <p>
        Under India’s Digital Personal Data Protection Act, 2023 you may know what we hold about you, have it
        corrected and have it erased. In your account, under <strong>Privacy &amp; security</strong>:
      </p>
      <ul>
        <li>
          <strong>Download my data</strong> gives you a file (JSON) of everything we hold: your profile,
          addresses, orders with their items and statuses, reviews, cart and signed-in devices.
        </li>
        <li>
          <strong>Sign out everywhere else</strong> ends every sign-in but the one you are using, for a lost
          phone or a shared computer. <strong>Change password</strong> does the same.
        </li>
        <li>
          <strong>Delete my account</strong> (you enter your password again) erases your name, email, phone,
          addresses, cart and sign-ins at once; your reviews stay, signed “A customer”. Your orders and
          invoices are kept for the 6 years above with only the name and address on them, no longer linked to
          any account, and you can sign up again with the same email. While an order is on its way, deletion
          waits until it is delivered or cancelled.
        </li>
      </ul>
      <p>
        To correct something you cannot change yourself, or for any question about your data,{' '}
        {email ? (
          <>
            write to <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : (
          'write to us'
        )}
        ; we answer within 30 days.
      </p>

      <h2>Changes</h2>
      <p>If we change how we handle your data, we will update this page before the change takes effect.</p>
    </PolicyPage>
  );
}
