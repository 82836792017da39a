import { lineTaxablePaise, lineTaxPaise } from '@resham/shared';

/** An order line as a return reads it. */
export interface ReturnableLine {
  id: number;
  productId: string;
  title: string;
  unitPricePaise: number;
  unitTaxPaise: number;
  quantity: number;
  discountPaise: number;
  taxPaise: number | null;
}

/**
 * The share of `value` (a whole line's) that `quantity` of its units carry, after `before` of them were
 * taken by earlier returns. Rounded cumulatively (the first n units carry round(value × n / all)), so
 * however the units are returned, one at a time or together, their shares add up to the line's value
 * to the paisa.
 */
export function unitsShare(value: number, lineQuantity: number, before: number, quantity: number): number {
  const upTo = (units: number) => Math.round((value * units) / lineQuantity);
  return upTo(before + quantity) - upTo(before);
}

/** What `quantity` units of `line` were charged (after the order's discount) and their tax. */
export function returnedShare(line: ReturnableLine, before: number, quantity: number) {
  return {
    taxablePaise: unitsShare(lineTaxablePaise(line), line.quantity, before, quantity),
    taxPaise: unitsShare(lineTaxPaise(line), line.quantity, before, quantity),
  };
}
