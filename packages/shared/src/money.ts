/**
 * Money is integer paise everywhere inside; the API speaks rupees with 2 decimals.
 * This is the only place that converts between the two.
 */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

/** '₹1,234.50' in the Indian digit grouping. */
export function formatRupees(rupees: number): string {
  return `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToRupees(paise));
}
