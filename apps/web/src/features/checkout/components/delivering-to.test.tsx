// The line beside the Pay button (issue 25): who receives the parcel and where, rendered in Node.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Address } from '@resham/shared';
import { DeliveringTo, deliveringToText } from './delivering-to';

const address = (over: Partial<Address> = {}): Address => ({
  _id: 'a1',
  userId: 'u1',
  address: '12 Luz Church Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  country: 'India',
  pincode: '600017',
  phone: '9843012345',
  notes: '',
  isGift: false,
  giftMessage: '',
  recipientName: '',
  gstin: '',
  businessName: '',
  ...over,
});

describe('Delivering to', () => {
  it("names a gift's recipient and says it is a gift", () => {
    expect(deliveringToText(address({ isGift: true, recipientName: 'Priya' }), 'Kavitha')).toBe(
      'Delivering to: Priya, Chennai 600017 (gift)',
    );
  });

  it('names the shopper for her own address, and falls back to the state without a city', () => {
    expect(deliveringToText(address(), 'Kavitha Raman')).toBe('Delivering to: Kavitha Raman, Chennai 600017');
    expect(deliveringToText(address({ city: '', state: 'Puducherry', pincode: '605001' }), 'Kavitha')).toBe(
      'Delivering to: Kavitha, Puducherry 605001',
    );
  });

  it('renders the line as a status (announced when the choice changes), empty until an address is chosen', () => {
    const html = renderToString(
      <DeliveringTo address={address({ isGift: true, recipientName: 'Priya' })} shopperName="K" />,
    );
    expect(html).toContain('role="status"');
    expect(html.replace(/<!-- -->/g, '')).toContain('Delivering to: Priya, Chennai 600017 (gift)');
    expect(renderToString(<DeliveringTo address={null} shopperName="K" />)).not.toContain('Delivering');
  });
});
