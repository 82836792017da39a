import { splitPaise } from '@resham/shared';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: 'Seven', 'Nineteen', 'Forty', 'Twenty-Three'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** The place value named 'Hundred' (a count, not money). */
const HUNDRED = 100;

/** 1–999: 'Four Hundred Fifty-Six'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / HUNDRED);
  const rest = n % HUNDRED;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in the Indian system: crore (10^7), lakh (10^5), thousand, hundred.
 * Amounts of a hundred crore and more repeat the system before 'Crore' ('One Thousand Crore').
 */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return ONES[0]!;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore) parts.push(`${indianNumberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * The amount as printed on an Indian invoice:
 * 12345678 → 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`not a whole number of paise: ${paise}`);
  const { rupees, paise: rest } = splitPaise(paise);
  const paiseWords = rest ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${indianNumberInWords(rupees)}${paiseWords} Only`;
}
