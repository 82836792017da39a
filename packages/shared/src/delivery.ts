// Words and the pincode rule only: the product page imports these, and no zod comes with them.

export const DELIVERY_MESSAGES = {
  /** 400: not 6 digits, or a leading 0 (no Indian pincode starts with 0). */
  badPincode: 'Enter a 6-digit pincode (it does not start with 0).',
  /** 400: a well-formed pincode no state is known for (Army Postal Service, unallotted prefixes). */
  unknownPincode: (pincode: string) =>
    `We could not find pincode ${pincode}. Please check it, or ask us about delivery there.`,
  /** The product page's box. */
  checkTitle: 'Check delivery',
  pincodeLabel: 'Delivery pincode',
  check: 'Check',
  checking: 'Checking…',
  failed: 'We could not check delivery just now. Please try again.',
  codAvailable: 'Cash on delivery available',
  codUnavailable: 'Cash on delivery not available',
} as const;

/** A pincode as India Post allots them: 6 digits, the first 1–9. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-12-02' → 'Tue, 2 Dec' (fixed English names: the same words whatever the server's locale). */
export function shortDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** 'Delivery by Tue, 2 Dec – Fri, 5 Dec', or one day when both ends are the same. */
export function deliveryMessage(dates: { earliest: string; latest: string }): string {
  const { earliest, latest } = dates;
  return earliest === latest
    ? `Delivery by ${shortDay(latest)}`
    : `Delivery by ${shortDay(earliest)} – ${shortDay(latest)}`;
}
