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

/** What earlier returns (not turned down) of a line took: units, and the shares they were given. */
export interface TakenBefore {
  units: number;
  taxablePaise: number;
  taxPaise: number;
}

/**
 * The share of `value` (a whole line's) that `quantity` more of its units carry, when earlier returns
 * took `unitsBefore` units and were given `givenBefore` of it. Rounded cumulatively (n units in all carry
 * round(value × n / all)), less what was given: however the units come back, one at a time or together,
 * and even after a request in between was turned down, the shares add up to the line's value to the
 * paisa.
 */
export function unitsShare(
  value: number,
  lineQuantity: number,
  unitsBefore: number,
  givenBefore: number,
  quantity: number,
): number {
  return Math.round((value * (unitsBefore + quantity)) / lineQuantity) - givenBefore;
}

/** What `quantity` units of `line` were charged (after the order's discount) and their tax. */
export function returnedShare(line: ReturnableLine, before: TakenBefore, quantity: number) {
  return {
    taxablePaise: unitsShare(
      lineTaxablePaise(line),
      line.quantity,
      before.units,
      before.taxablePaise,
      quantity,
    ),
    taxPaise: unitsShare(lineTaxPaise(line), line.quantity, before.units, before.taxPaise, quantity),
  };
}
