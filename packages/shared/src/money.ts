/**
 * Money is integer paise everywhere inside; the API speaks rupees with 2 decimals.
 * This is the only place that converts between the two (a lint rule keeps `* 100` and `/ 100` here).
 */
export type Paise = number;

const PAISE_PER_RUPEE = 100;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / PAISE_PER_RUPEE;
}

/** True when a rupee amount has at most 2 decimals (a whole number of paise). */
export function isWholePaise(rupees: number): boolean {
  return (
    Number.isFinite(rupees) &&
    Math.abs(Math.round(rupees * PAISE_PER_RUPEE) - rupees * PAISE_PER_RUPEE) < 1e-6
  );
}

/** The whole rupees and the paise left over: 123456 → { rupees: 1234, paise: 56 }. */
export function splitPaise(paise: Paise): { rupees: number; paise: Paise } {
  const whole = Math.round(paise);
  return { rupees: Math.floor(whole / PAISE_PER_RUPEE), paise: whole % PAISE_PER_RUPEE };
}

/** `percent`% of an amount in paise, rounded to the paisa (tax, discounts). */
export function percentOfPaise(paise: Paise, percent: number): Paise {
  return Math.round((paise * percent) / 100);
}

/**
 * A whole number in the Indian digit grouping: 1234567 → '12,34,567' (thousands, then every two
 * digits), as `toLocaleString('en-IN')` writes it. By hand: a phone's first `toLocaleString('en-IN')`
 * loads the locale's data (~50 ms of a slow phone's main thread on the listing), and each call with
 * options builds a formatter.
 */
export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return Math.round(n) < 0 ? `-${grouped}` : grouped;
}

/** '₹1,234.50' in the Indian digit grouping (amounts are whole paise). */
export function formatRupees(rupees: number): string {
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  const whole = formatCount(Math.trunc(paise / PAISE_PER_RUPEE));
  const sign = paise < 0 && whole === '0' ? '-' : '';
  return `₹${sign}${whole}.${String(Math.abs(paise) % PAISE_PER_RUPEE).padStart(2, '0')}`;
}

export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToRupees(paise));
}
