import type { DiscountCode, DiscountCodeInput, DiscountType } from '@resham/shared';

/** The form's fields as typed (strings), dates as the admin reads them in India ('2026-11-05T23:59'). */
export interface DiscountFormValues {
  code: string;
  type: DiscountType;
  value: string;
  minSubtotal: string;
  /** A percent code's most off, in ₹; empty: no cap. */
  maxDiscount: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  oncePerShopper: boolean;
  categories: string[];
  active: boolean;
}

const IST_OFFSET_MS = 330 * 60_000;

/** An instant as a datetime-local value in IST: '2026-10-19T18:30:00Z' → '2026-10-20T00:00'. */
export function toIstInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as IST, as the API takes it: '2026-10-20T00:00' → '2026-10-20T00:00:00+05:30'. */
export function fromIstInput(local: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+05:30` : null;
}

export function emptyDiscountValues(): DiscountFormValues {
  return {
    code: '',
    type: 'percent',
    value: '',
    minSubtotal: '0',
    maxDiscount: '',
    startsAt: '',
    endsAt: '',
    maxUses: '',
    oncePerShopper: false,
    categories: [],
    active: true,
  };
}

export function discountToValues(c: DiscountCode): DiscountFormValues {
  return {
    code: c.code,
    type: c.type,
    value: String(c.value),
    minSubtotal: String(c.minSubtotal),
    maxDiscount: c.maxDiscount === null ? '' : String(c.maxDiscount),
    startsAt: toIstInput(c.startsAt),
    endsAt: toIstInput(c.endsAt),
    maxUses: c.maxUses === null ? '' : String(c.maxUses),
    oncePerShopper: c.oncePerShopper,
    categories: c.categories,
    active: c.active,
  };
}

/** What is sent: numbers as typed (the server checks them and answers each field's message). */
export function valuesToInput(v: DiscountFormValues): DiscountCodeInput {
  const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
  return {
    code: v.code.trim(),
    type: v.type,
    value: num(v.value),
    minSubtotal: v.minSubtotal.trim() === '' ? 0 : num(v.minSubtotal),
    // A flat code takes its amount: a cap typed before switching to flat is not sent.
    maxDiscount: v.type === 'flat' || v.maxDiscount.trim() === '' ? null : num(v.maxDiscount),
    startsAt: fromIstInput(v.startsAt),
    endsAt: fromIstInput(v.endsAt),
    maxUses: v.maxUses.trim() === '' ? null : num(v.maxUses),
    oncePerShopper: v.oncePerShopper,
    categories: v.categories,
    active: v.active,
  };
}
