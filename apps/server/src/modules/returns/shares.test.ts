import { describe, expect, it } from 'vitest';
import { returnedShare, type ReturnableLine } from './shares';

// A line of 3 units of ₹333.33 with a ₹100.01 discount: values that do not divide evenly.
const line: ReturnableLine = {
  id: 1,
  productId: 'p',
  title: 'Saree',
  unitPricePaise: 33_333,
  unitTaxPaise: 1_667,
  quantity: 3,
  discountPaise: 10_001,
  taxPaise: 4_500,
};
const WHOLE = { taxablePaise: 3 * 33_333 - 10_001, taxPaise: 4_500 };

type Step = { ask: number } | { turnDown: number };

/** Requests asked and turned down in this order, each given its share when asked: what the kept ones carry. */
function returnAll(steps: Step[]) {
  const asked: Array<{ units: number; taxablePaise: number; taxPaise: number; kept: boolean }> = [];
  const keptSum = () =>
    asked
      .filter((a) => a.kept)
      .reduce(
        (sum, a) => ({
          units: sum.units + a.units,
          taxablePaise: sum.taxablePaise + a.taxablePaise,
          taxPaise: sum.taxPaise + a.taxPaise,
        }),
        { units: 0, taxablePaise: 0, taxPaise: 0 },
      );
  for (const step of steps) {
    if ('ask' in step)
      asked.push({ units: step.ask, ...returnedShare(line, keptSum(), step.ask), kept: true });
    else asked[step.turnDown]!.kept = false;
  }
  const { taxablePaise, taxPaise } = keptSum();
  return { taxablePaise, taxPaise };
}

describe('a returned unit’s share of its line', () => {
  it('adds up to the line to the paisa however the units come back', () => {
    for (const quantities of [[3], [1, 1, 1], [2, 1], [1, 2]])
      expect(returnAll(quantities.map((ask) => ({ ask }))), String(quantities)).toEqual(WHOLE);
  });

  it('still adds up when a request in between was turned down', () => {
    // The first unit asked for, then a second; the first turned down; then the rest.
    expect(returnAll([{ ask: 1 }, { ask: 1 }, { turnDown: 0 }, { ask: 1 }, { ask: 1 }])).toEqual(WHOLE);
    expect(returnAll([{ ask: 2 }, { turnDown: 0 }, { ask: 1 }, { ask: 2 }])).toEqual(WHOLE);
  });
});
