import { Link } from 'react-router';
import { PolicyPage } from '../components/policy-page';
import { storeNameOf, type StoreFacts } from '../store-facts';

export function ReturnsPolicy({ store }: { store?: StoreFacts }) {
  const name = storeNameOf(store);
  const email = store?.storeEmail;
  return (
    <PolicyPage
      title="Returns Policy"
      path="/shop/returns-policy"
      store={store}
      intro={
        <>
          Every piece leaves {name} after we have unfolded it, checked it in daylight and folded it again by
          hand. If something still reaches you in a state it should not, this is how we put it right.
        </>
      }
      summary={[
        <>
          Tell us <strong>within 24 hours of delivery</strong> if an item is damaged, defective or not what
          you ordered.
        </>,
        <>
          Our return period is <strong>1 day</strong> from delivery, and returns and exchanges are only for
          damaged, defective or wrong items.
        </>,
        <>Items bought in a Sale or Deal are not returnable.</>,
        <>
          Once we approve a return, you ship the item back to us <strong>within 3 days</strong>.
        </>,
        <>International orders cannot be returned.</>,
      ]}
    >
      <h2>When you can return an item</h2>
      <p>We accept a return or an exchange only when the item you receive is:</p>
      <ul>
        <li>
          <strong>damaged</strong>, for example torn, stained or crushed on its way to you;
        </li>
        <li>
          <strong>defective</strong>, such as a real weaving fault, a broken zari border or a blouse piece
          missing when the listing promised one; or
        </li>
        <li>
          <strong>wrong</strong>: a different product, colour or design from the one in your order.
        </li>
      </ul>
      <p>
        Handloom is made by people, not machines. Small slubs, a slightly uneven border or a shade that shifts
        from one end of the drape to the other are the signature of the weaver’s hand, not faults. Colours on
        a screen can also look a little different from the fabric in daylight. We describe and photograph
        every piece as faithfully as we can; if you are unsure about a colour, write to us before you order
        and we will send you more pictures.
      </p>

      <h2>The 1-day return period</h2>
      <p>
        You have <strong>24 hours from delivery</strong> to tell us about a problem. After that we cannot
        accept a return or exchange, so please open your parcel as soon as it arrives. A short unboxing video
        helps us settle any claim quickly.
      </p>

      <h2>What we cannot take back</h2>
      <ul>
        <li>Items bought in a Sale or Deal, or at a discounted price marked as final.</li>
        <li>Items you simply changed your mind about, including colour or size preferences.</li>
        <li>
          Anything that has been worn, washed, altered, had its fall or pico done, or whose tags and packaging
          have been removed.
        </li>
        <li>Problems reported more than 24 hours after delivery.</li>
        <li>Orders delivered outside India (see below).</li>
      </ul>

      <h2>How to ask for a return</h2>
      <ol>
        <li>
          Within 24 hours of delivery,{' '}
          {email ? <a href={`mailto:${email}`}>email us at {email}</a> : 'email us'} with your order ID, a
          line on what is wrong, and clear photos or a video of the problem.
        </li>
        <li>We reply within one working day. If the return is approved, we send you our return address.</li>
        <li>
          Pack the item as you received it, with its tags and packaging, and ship it to us{' '}
          <strong>within 3 days</strong> of our approval. Please use a tracked courier and share the tracking
          number with us; returns are sent by the customer.
        </li>
        <li>
          When the parcel reaches us and we have checked it, we send you a replacement, or a refund as
          described in our <Link to="/shop/refund-policy">Refund Policy</Link>.
        </li>
      </ol>

      <h2>International orders</h2>
      <p>
        We are sorry, but orders shipped outside India cannot be returned or exchanged: the cost and customs
        paperwork of sending a saree back across borders are more than the saree is often worth. If anything
        is unclear before you buy, ask us and we will answer with photos and measurements.
      </p>
    </PolicyPage>
  );
}
