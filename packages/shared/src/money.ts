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

/** '₹1,234.50' in the Indian digit grouping. */
export function formatRupees(rupees: number): string {
  return `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToRupees(paise));
}
