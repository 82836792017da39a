import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [99, 'Rupees Zero and Ninety-Nine Paise Only'],
    [100, 'Rupees One Only'],
    [1_000, 'Rupees Ten Only'],
    [1_100, 'Rupees Eleven Only'],
    [2_000, 'Rupees Twenty Only'],
    [2_150, 'Rupees Twenty-One and Fifty Paise Only'],
    [10_000, 'Rupees One Hundred Only'],
    [10_100, 'Rupees One Hundred One Only'],
    [99_999, 'Rupees Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [100_000, 'Rupees One Thousand Only'],
    [1_001_000, 'Rupees Ten Thousand Ten Only'],
    [9_999_900, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [12_345_678, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'],
    [100_000_000, 'Rupees Ten Lakh Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [1_000_000_001, 'Rupees One Crore and One Paise Only'],
    [
      1_234_567_890,
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only',
    ],
    [
      9_999_999_999,
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
    [1_000_000_000_000, 'Rupees One Thousand Crore Only'],
    [315_000, 'Rupees Three Thousand One Hundred Fifty Only'],
    [2_100_000, 'Rupees Twenty-One Thousand Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses negative and fractional amounts', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });

  it('spells every number below a hundred with hyphenated tens', () => {
    expect(indianNumberInWords(40)).toBe('Forty');
    expect(indianNumberInWords(14)).toBe('Fourteen');
    expect(indianNumberInWords(81)).toBe('Eighty-One');
    expect(indianNumberInWords(700)).toBe('Seven Hundred');
    expect(indianNumberInWords(100_000_000)).toBe('Ten Crore');
  });
});
