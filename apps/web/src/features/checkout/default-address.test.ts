// Checkout chooses a saved address for her (issue 35): the one last used, else her only one.
import { describe, expect, it } from 'vitest';
import type { Address } from '@resham/shared';
import { defaultAddressId } from './default-address';

const address = (id: string, over: Partial<Address> = {}): Address => ({
  _id: id,
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

describe('the address checkout chooses for her', () => {
  it('is her only address', () => {
    expect(defaultAddressId([address('a1')])).toBe('a1');
  });

  it('is the address her latest order went to, among several', () => {
    const book = [address('a1', { lastUsed: false }), address('a2', { lastUsed: true }), address('a3')];
    expect(defaultAddressId(book)).toBe('a2');
  });

  it('is none among several she has never ordered to, and none without addresses', () => {
    expect(defaultAddressId([address('a1', { lastUsed: false }), address('a2', { lastUsed: false })])).toBe(
      null,
    );
    expect(defaultAddressId([])).toBe(null);
  });
});
