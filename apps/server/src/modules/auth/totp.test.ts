import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchingStep, totpCode } from './totp';

// RFC 6238 appendix B, SHA-1: the secret is the ASCII "12345678901234567890"; the RFC prints 8 digits,
// whose last 6 are the 6-digit code.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC test vectors', () => {
    for (const [seconds, eight] of vectors)
      expect(totpCode(RFC_SECRET, Math.floor(seconds / 30))).toBe(eight.slice(2));
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from('any bytes at all \u00ff');
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('accepts the code of one step either side of now, and nothing further', () => {
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step), now)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step + 2), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, 'abcdef', now)).toBeNull();
  });
});
