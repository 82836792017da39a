// The lean icons draw exactly what lucide's components draw (the same markup from the same data).
import { renderToStaticMarkup } from 'react-dom/server';
import { ChevronLeft, ChevronRight, Heart, ShoppingBag } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ChevronLeftIcon, ChevronRightIcon, HeartIcon, ShoppingBagIcon } from './lean-icons';

describe('lean icons', () => {
  it.each([
    ['heart', HeartIcon, Heart],
    ['shopping-bag', ShoppingBagIcon, ShoppingBag],
    ['chevron-left', ChevronLeftIcon, ChevronLeft],
    ['chevron-right', ChevronRightIcon, ChevronRight],
  ])('%s: the markup of lucide’s icon, with and without a class', (_name, Lean, Lucide) => {
    expect(renderToStaticMarkup(<Lean />)).toBe(renderToStaticMarkup(<Lucide aria-hidden="true" />));
    expect(renderToStaticMarkup(<Lean className="size-5 fill-maroon-700" />)).toBe(
      renderToStaticMarkup(<Lucide aria-hidden="true" className="size-5 fill-maroon-700" />),
    );
  });
});
