import { normalisePhone } from './address';
import { LIMITS } from './limits';

/** The admin's order search box: an order number, a customer's name, phone or email. */
export const ORDER_SEARCH = {
  /** Fewer characters than this match too much to be served by the trigram index. */
  minChars: 3,
  maxChars: 100,
  tooShort: 'Type at least 3 characters of a name, phone number or email (or an order number).',
} as const;

/** Characters people type around a phone number: '+91 98430-12345', '(044) 2434 5678'. */
const PHONE_LIKE = /^[\d\s+\-().]+$/;

/**
 * What the order search looks for in an order's search text (lower-case name, email, phone and gift
 * recipient): a phone in any form the address form accepts becomes its 10 digits ('+91 98430 12345',
 * '098430-12345' → '9843012345'); other digits are kept without their spaces and dashes (part of a
 * number); anything else is matched as typed, in lower case and Unicode's composed form (a Tamil name
 * typed on a phone and one saved from a laptop compare equal). Null when it is too short to search.
 */
export function orderSearchNeedle(q: string): string | null {
  const text = q.normalize('NFC').trim();
  let needle: string;
  if (PHONE_LIKE.test(text) && /\d/.test(text)) {
    const phone = normalisePhone(text) as string;
    needle = phone;
  } else {
    needle = text.toLowerCase().replace(/\s+/g, ' ');
  }
  return [...needle].length >= ORDER_SEARCH.minChars ? needle : null;
}

/**
 * True when the search box holds a phone number as a shopper reads it out ('9844055667', '098440 55667',
 * '+91 98440-55667'): phone characters only, no '#', and its digits a 10-digit number once a +91, 91 or
 * 0 prefix is dropped. Such text is searched as a phone, never looked up as an order number (which
 * starts at 1001 and is typed with '#' when it must be one).
 */
export function readsAsPhone(text: string): boolean {
  const trimmed = text.trim();
  if (!PHONE_LIKE.test(trimmed)) return false;
  return (normalisePhone(trimmed) as string).length === LIMITS.phoneDigits;
}
