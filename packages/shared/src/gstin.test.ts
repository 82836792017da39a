import { describe, expect, it } from 'vitest';
import { addressInputSchema } from './address';
import { GSTIN_MESSAGES, gstinCheckChar, gstinProblem, isValidGstin } from './gstin';

const base = {
  address: '9, Linking Road',
  country: 'India',
  state: 'Maharashtra',
  city: 'Mumbai',
  pincode: '400050',
  phone: '9843012345',
  isGift: false,
};

describe('GSTIN', () => {
  it('accepts real GSTINs (their check character is right)', () => {
    for (const g of [
      '27AAPFU0939F1ZV',
      '29AAGCB7383J1Z4',
      '33AAACR5055K1ZE'.slice(0, 14) + gstinCheckChar('33AAACR5055K1Z'),
    ])
      expect(gstinProblem(g), g).toBeNull();
  });

  it('refuses a wrong check character, a typo, a bad state code or a bad shape', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checksum);
    expect(gstinProblem('27AAPFU0936F1ZV')).toBe(GSTIN_MESSAGES.checksum); // one digit of the PAN changed
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe(GSTIN_MESSAGES.stateCode);
    expect(gstinProblem('00AAPFU0939F1ZV')).toBe(GSTIN_MESSAGES.stateCode);
    for (const g of [
      '27AAPFU0939F1Z',
      '27AAPFU0939F1ZVX',
      '27aapfu0939f1zv',
      '27AAPFU0939F1YV',
      'AAAAAAAAAAAAAAA',
      '',
    ])
      expect(gstinProblem(g), g).toBe(GSTIN_MESSAGES.format);
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
  });

  it('on an address: normalised, must match the state, needs the business name', () => {
    const ok = addressInputSchema.parse({
      ...base,
      gstin: ' 27aapfu 0939-f1zv ',
      businessName: ' Mumbai  Weaves LLP ',
    });
    expect(ok).toMatchObject({ gstin: '27AAPFU0939F1ZV', businessName: 'Mumbai Weaves LLP' });
    expect(addressInputSchema.parse(base)).toMatchObject({ gstin: '', businessName: '' });
    const issue = (over: object) =>
      addressInputSchema
        .safeParse({ ...base, ...over })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issue({ gstin: '27AAPFU0939F1ZW', businessName: 'X' })).toEqual([
      ['gstin', GSTIN_MESSAGES.checksum],
    ]);
    expect(issue({ gstin: '29AAGCB7383J1Z4', businessName: 'X' })).toEqual([
      ['gstin', GSTIN_MESSAGES.wrongState],
    ]);
    expect(issue({ gstin: '27AAPFU0939F1ZV' })).toEqual([
      ['businessName', GSTIN_MESSAGES.businessNameRequired],
    ]);
    expect(issue({ businessName: 'Only a name' })).toEqual([
      ['gstin', GSTIN_MESSAGES.businessNameWithoutGstin],
    ]);
    expect(issue({ gstin: '27AAPFU0939F1ZV', businessName: 'X', country: 'Sri Lanka', state: '' })).toEqual([
      ['gstin', GSTIN_MESSAGES.notInIndia],
    ]);
  });
});
