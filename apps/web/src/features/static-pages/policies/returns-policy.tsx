import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PHOTO_REASONS, RETURN_REASON_LABELS } from '@resham/shared';
import { PolicyPage } from '../components/policy-page';
import { exchangesText, pickupText, returnReasonsText, returnWindowText } from '../shop-rules';
import { storeNameOf, type StoreFacts } from '../store-facts';

const ACCOUNT_STEP = (
  <>
    <strong>My Account → Orders</strong>, <strong>View Details</strong> on the delivered order, then{' '}
    <strong>Return or exchange</strong>
  </>
);

/**
 * The Returns Policy, worded from the shop's returns settings (RETURN_WINDOW_DAYS, RETURN_EXCHANGES, the
 * reasons offered and those with a free pickup: GET /api/common/config), so it states what the order
 * page does. Without the settings it says how returns work, without figures.
 */
export function ReturnsPolicy({ store }: { store?: StoreFacts }) {
  const name = storeNameOf(store);
  const email = store?.storeEmail;
  const r = store?.returns;
  const off = r?.windowDays === 0;
  const photoReasons = r ? r.reasons.filter((reason) => PHOTO_REASONS.includes(reason)) : [...PHOTO_REASONS];
  const window = r ? (
    <strong>within {returnWindowText(r)} of delivery</strong>
  ) : (
    'within the return window after delivery'
  );

  const summary: ReactNode[] = off
    ? [
        <>We do not take returns or exchanges through the shop at present.</>,
        <>
          If a parcel reaches you damaged or wrong, write to us the day it arrives and we will put it right.
        </>,
      ]
    : [
        <>
          Ask for a return from {ACCOUNT_STEP}, {window}.
        </>,
        r ? (
          <>We take returns for these reasons: {returnReasonsText(r.reasons)}.</>
        ) : (
          <>The order page lists the reasons we take returns for.</>
        ),
        r ? <>{exchangesText(r)}</> : <>You choose a refund or, where offered, an exchange.</>,
        r ? <>{pickupText(r)}</> : <>A courier collects the parcel from your address.</>,
        <>A cash-on-delivery order is refunded by bank transfer, to the UPI id or bank account you give.</>,
      ];

  return (
    <PolicyPage
      title="Returns Policy"
      path="/shop/returns-policy"
      store={store}
      intro={
        <>
          Every piece leaves {name} after we have unfolded it, checked it in daylight and folded it again by
          hand. If something still reaches you in a state it should not, or is not right for you, this is how
          we put it right.
        </>
      }
      summary={summary}
    >
      {off ? (
        <>
          <h2>Returns at present</h2>
          <p>
            We are not taking returns or exchanges through the shop at the moment.{' '}
            {email ? <a href={`mailto:${email}`}>Email us at {email}</a> : 'Write to us'} with your order ID
            and photos if anything arrives damaged or is not what you ordered.
          </p>
        </>
      ) : (
        <>
          <h2>When you can return an item</h2>
          {r ? (
            <>
              <p>We accept a return when the item you receive is:</p>
              <ul>
                {r.reasons.map((reason) => (
                  <li key={reason}>{RETURN_REASON_LABELS[reason]}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>The order page lists the reasons we take returns for when you ask.</p>
          )}
          <p>
            Handloom is made by people, not machines. Small slubs, a slightly uneven border or a shade that
            shifts from one end of the drape to the other are the signature of the weaver’s hand, not faults.
            Colours on a screen can also look a little different from the fabric in daylight. If you are
            unsure about a colour, write to us before you order and we will send you more pictures.
          </p>

          <h2>The return window</h2>
          <p>
            You can ask for a return {window}. The order page shows the last day, and the button goes once the
            window closes, so please open your parcel as soon as it arrives.
          </p>

          <h2>How to ask for a return</h2>
          <ol>
            <li>
              Open {ACCOUNT_STEP}. Choose the items and how many, the reason, and whether you would like a
              refund{r && !r.exchanges ? '' : ' or an exchange'}.
            </li>
            {photoReasons.length ? (
              <li>
                If the reason is{' '}
                {photoReasons.map((reason) => RETURN_REASON_LABELS[reason].toLowerCase()).join(' or ')}, add
                at least one photo of the problem (up to three).
              </li>
            ) : null}
            <li>
              For an order paid in cash on delivery, give the UPI id or bank account (name, number and IFSC)
              your refund should go to. We keep it only until the transfer is made.
            </li>
            <li>
              We look at your request and email you. Once it is approved, a courier collects the parcel from
              your address: the order page shows the courier and its AWB number. Please pack the items as they
              came, with their tags and packaging.
            </li>
            <li>
              When the parcel reaches us we check it, then refund you or send the exchange, as our{' '}
              <Link to="/shop/refund-policy">Refund Policy</Link> describes. Each step is emailed to you and
              shown on the order.
            </li>
          </ol>

          <h2>Who pays for the pickup</h2>
          <p>
            {r ? pickupText(r) : 'The order page says, for the reason you choose, who pays for the pickup.'}
          </p>

          <h2>What we cannot take back</h2>
          <p>
            Items that have been worn, washed or altered, had their fall or pico done, or whose tags and
            packaging have been removed do not pass our quality check when they reach us, and are not refunded
            or exchanged.
          </p>
        </>
      )}
    </PolicyPage>
  );
}
