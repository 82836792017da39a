import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES as A, addressInputSchema } from './address';

const base = {
  address: '12 Gandhi Road',
  country: 'India',
  state: 'Tamil Nadu',
  city: 'Coimbatore',
  pincode: '641002',
  phone: '9843012345',
  isGift: false,
};

describe('address rules', () => {
  it('normalises phone and pincode to digits and defaults the optional texts', () => {
    const parsed = addressInputSchema.parse({
      ...base,
      phone: '+91 (98430) 12345',
      pincode: '641-0025',
      notes: null,
      isGift: 'true',
      giftMessage: ' For Amma ',
    });
    expect(parsed).toMatchObject({
      phone: '9198430123',
      pincode: '641002',
      notes: '',
      isGift: true,
      giftMessage: 'For Amma',
    });
    expect(addressInputSchema.parse({ ...base, giftMessage: 'ignored' }).giftMessage).toBe('');
  });

  it('gives the spec messages', () => {
    const message = (over: object) =>
      addressInputSchema.safeParse({ ...base, ...over }).error?.issues[0]?.message;
    expect(message({ pincode: '6410' })).toBe(A.pincode);
    expect(message({ phone: '12345' })).toBe(A.phone);
    expect(message({ address: '  ' })).toBe(A.addressRequired);
    expect(message({ country: '' })).toBe(A.countryRequired);
    expect(message({ isGift: true, giftMessage: '' })).toBe(A.giftMessageRequired);
  });
});
