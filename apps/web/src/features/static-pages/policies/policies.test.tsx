// The policy pages as the server renders them: the figures they state come from the shop's settings
// (GET /api/common/config), and no sentence says what the app does not do.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@resham/shared';
import type { StoreFacts } from '../store-facts';
import { RefundPolicy } from './refund-policy';
import { ReturnsPolicy } from './returns-policy';
import { ShippingPolicy } from './shipping-policy';
import { TermsConditions } from './terms-conditions';

const settings = (over: Partial<PublicConfig> = {}): StoreFacts => ({
  storeName: 'Resham Silks',
  storeAddress: '',
  storePhone: '',
  storeEmail: 'hello@resham.example',
  storeState: 'Karnataka',
  cod: { enabled: true, maxRupees: 25_000, forGifts: false },
  shipping: {
    dispatchDays: 3,
    cutoffHour: 11,
    transitDaysInState: { min: 1, max: 2 },
    transitDaysElsewhere: { min: 5, max: 9 },
  },
  returns: {
    windowDays: 7,
    exchanges: true,
    reasons: ['damaged', 'not-as-pictured', 'wrong-item', 'changed-mind'],
    freePickupReasons: ['damaged', 'not-as-pictured', 'wrong-item'],
  },
  ...over,
});

/** The page's words, tags dropped and spaces collapsed, as a reader sees them. */
function text(node: React.ReactNode): string {
  return renderToString(<MemoryRouter>{node}</MemoryRouter>)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('Shipping Policy', () => {
  it('states the dispatch days, cut-off, transit days and COD limit from the settings', () => {
    const page = text(<ShippingPolicy store={settings()} />);
    expect(page).toContain('within 3 working days of the day it is placed');
    expect(page).toContain('placed after 11 am (India time)');
    expect(page).toContain('1–2 days in transit in Karnataka, 5–9 days elsewhere');
    expect(page).toContain('within 12 days'); // 3 dispatch + at most 9 in transit
    expect(page).toContain('on orders up to ₹25,000.00');
    expect(page).toContain('₹3,000.00 an order');
    // The figures of the text the settings replaced.
    expect(page).not.toMatch(/1–2 days to process|2–7 days|within 9 days|Coimbatore/);
  });

  it('follows other settings: same-day dispatch, no cut-off, no cash on delivery', () => {
    const page = text(
      <ShippingPolicy
        store={settings({
          cod: { enabled: false, maxRupees: 0, forGifts: false },
          shipping: {
            dispatchDays: 0,
            cutoffHour: 24,
            transitDaysInState: { min: 2, max: 2 },
            transitDaysElsewhere: { min: 4, max: 7 },
          },
        })}
      />,
    );
    expect(page).toContain('on the day it is placed');
    expect(page).not.toContain('India time');
    expect(page).toContain('2 days in transit in Karnataka, 4–7 days elsewhere');
    expect(page).toContain('We do not offer cash on delivery at present');
  });

  it('renders without figures before the settings answer', () => {
    const page = text(<ShippingPolicy />);
    expect(page).toContain('enter your pincode on a product page');
    expect(page).not.toMatch(/\d+–\d+ days in transit/);
  });
});

describe('Refund Policy and Terms', () => {
  it('promise a full refund on a cancel before dispatch, made from the account, with no fee', () => {
    const refund = text(<RefundPolicy store={settings()} />);
    expect(refund).toContain('refunded in full , shipping included');
    expect(refund).toContain('My Account → Orders');
    expect(refund).not.toMatch(/4%|platform fee plus GST|Write to us|non-refundable/);
    const terms = text(<TermsConditions store={settings()} />);
    expect(terms).toContain('a cancelled order is refunded in full');
    expect(terms).toContain('cash on delivery where checkout offers it');
    expect(terms).toContain('on orders up to ₹25,000.00');
    expect(terms).not.toMatch(/including fees|Payment is taken online when you place your order/);
  });
});

describe('Returns Policy (issue 37)', () => {
  it('states the window, the reasons, exchanges and who pays the pickup from the settings', () => {
    const page = text(<ReturnsPolicy store={settings()} />);
    expect(page).toContain('within 7 days of delivery');
    expect(page).toContain('damaged or defective, not as pictured, wrong item sent or changed my mind');
    expect(page).toContain('You choose a refund or an exchange');
    expect(page).toContain(
      'We pay for the courier that collects your return when the reason is damaged or defective, not as pictured or wrong item sent; for any other reason its pickup charge is yours to pay.',
    );
    expect(page).toContain('Return or exchange');
    // The figures and rules of the text the settings replaced.
    expect(page).not.toMatch(/24 hours|1 day|within 3 days|Sale or Deal/);
  });

  it('follows other settings: a short window, no exchanges, every pickup paid, returns off', () => {
    const page = text(
      <ReturnsPolicy
        store={settings({
          returns: { windowDays: 1, exchanges: false, reasons: ['damaged'], freePickupReasons: ['damaged'] },
        })}
      />,
    );
    expect(page).toContain('within 1 day of delivery');
    expect(page).toContain('we do not offer exchanges');
    expect(page).toContain('whatever the reason');
    expect(page).not.toContain('changed my mind');
    const off = text(
      <ReturnsPolicy
        store={settings({ returns: { windowDays: 0, exchanges: true, reasons: [], freePickupReasons: [] } })}
      />,
    );
    expect(off).toContain('We do not take returns or exchanges through the shop at present');
    expect(
      text(
        <TermsConditions
          store={settings({
            returns: { windowDays: 0, exchanges: false, reasons: [], freePickupReasons: [] },
          })}
        />,
      ),
    ).toContain('We do not take returns through the shop at present');
  });

  it('renders without figures before the settings answer; the refund and terms pages give the window', () => {
    expect(text(<ReturnsPolicy />)).toContain('within the return window after delivery');
    expect(text(<RefundPolicy store={settings()} />)).toContain('within 7 days of delivery');
    expect(text(<TermsConditions store={settings()} />)).toContain(
      'within 7 days of delivery, for one of these reasons: damaged or defective',
    );
  });
});
