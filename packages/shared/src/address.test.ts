import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES as A, addressInputSchema, RECIPIENT_NAME_MAX } from './address';

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
      recipientName: 'Lakshmi Raman',
    });
    expect(parsed).toMatchObject({
      phone: '9843012345',
      pincode: '641002',
      notes: '',
      isGift: true,
      giftMessage: 'For Amma',
      recipientName: 'Lakshmi Raman',
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

describe('phone numbers as people type them in India', () => {
  const phone = (typed: unknown, over: object = {}) =>
    addressInputSchema.safeParse({ ...base, ...over, phone: typed });

  it.each([
    '+91 98430 12345',
    '098430 12345',
    '98430-12345',
    '91 9843012345',
    '+91 98430-12345',
    '+91 098430 12345',
    '0091 98430 12345',
    ' 9843012345 ',
    9843012345,
  ])('%j is stored as 9843012345', (typed) => {
    expect(phone(typed).data?.phone).toBe('9843012345');
  });

  it('keeps a 10-digit number that starts with 91 or 0-less as it is', () => {
    expect(phone('9198430123').data?.phone).toBe('9198430123');
  });

  it('refuses a number with too many or too few digits instead of cutting it', () => {
    for (const typed of ['98430 123456', '+91 98430 1234', '12345', '+1 415 555 0100', '']) {
      expect(
        phone(typed).error?.issues.map((i) => i.message),
        String(typed),
      ).toEqual([A.phone]);
    }
  });

  it('says Indian mobile numbers start with 6-9', () => {
    for (const typed of ['5843012345', '+91 18430 12345', '0123456789']) {
      const issues = phone(typed).error?.issues ?? [];
      expect(
        issues.map((i) => [i.path.join('.'), i.message]),
        typed,
      ).toEqual([['phone', A.indianMobile]]);
    }
    expect(A.indianMobile).toMatch(/6, 7, 8 or 9/);
    // Another country keeps only the 10-digit rule (a US number starts with 2-9 and is not a mobile).
    expect(phone('4155550100', { country: 'United States' }).data?.phone).toBe('4155550100');
  });

  it('refuses a phone that is not text or a number', () => {
    expect(phone({ toString: 1 }).error?.issues[0]?.message).toBe(A.phone);
    expect(phone(['9843012345']).error?.issues[0]?.message).toBe(A.phone);
  });
});

describe("a gift's recipient", () => {
  it('is required for a gift, trimmed, and dropped when not a gift', () => {
    const gift = { ...base, isGift: true, giftMessage: 'Happy Diwali' };
    expect(
      addressInputSchema
        .safeParse({ ...gift, recipientName: '  ' })
        .error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['recipientName', A.recipientNameRequired]]);
    expect(addressInputSchema.parse({ ...gift, recipientName: '  Meena   Iyer ' }).recipientName).toBe(
      'Meena Iyer',
    );
    expect(addressInputSchema.parse({ ...base, recipientName: 'Meena Iyer' }).recipientName).toBe('');
    expect(addressInputSchema.parse(base).recipientName).toBe('');
  });

  it(`is at most ${RECIPIENT_NAME_MAX} characters`, () => {
    const gift = { ...base, isGift: true, giftMessage: 'Hi' };
    expect(
      addressInputSchema.safeParse({ ...gift, recipientName: 'a'.repeat(RECIPIENT_NAME_MAX) }).success,
    ).toBe(true);
    expect(
      addressInputSchema.safeParse({ ...gift, recipientName: 'a'.repeat(RECIPIENT_NAME_MAX + 1) }).error
        ?.issues[0]?.message,
    ).toBe(A.recipientNameTooLong);
  });
});
