/**
 * The short order number people read aloud ('#1001'): shown on the account pages, payment success,
 * emails, the invoice and the admin. URLs and API ids stay the order's uuid.
 */
export const formatOrderNumber = (orderNumber: number): string => `#${orderNumber}`;

/** Order numbers are at most 15 digits (well inside a safe JavaScript integer). */
const ORDER_NUMBER_TEXT = /^#?\s*(\d{1,15})$/;

/** '1001', '#1001' or ' # 1001 ' → 1001; anything else (letters, signs, decimals, empty) → null. */
export function parseOrderNumber(text: string): number | null {
  const match = ORDER_NUMBER_TEXT.exec(text.trim());
  return match ? Number(match[1]) : null;
}

export const ORDER_NUMBER_MESSAGES = {
  invalid: 'Enter an order number such as 1001 or #1001.',
} as const;
