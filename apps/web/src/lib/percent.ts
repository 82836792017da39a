/** A share as a percentage, for bars, progress and slides (not money: that is packages/shared money.ts). */
const PERCENT = 100;

/** `part` of `whole` in percent: percentOf(1, 4) = 25. */
export function percentOf(part: number, whole: number): number {
  return (part / whole) * PERCENT;
}
