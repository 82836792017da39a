// The lean icons draw lucide's icons: each symbol of the sprite holds the paths lucide's component draws,
// and each icon is a <use> of its own symbol, with lucide's class names and the caller's class.
import { renderToStaticMarkup } from 'react-dom/server';
import { ChevronLeft, ChevronRight, Heart, ShoppingBag } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ChevronLeftIcon, ChevronRightIcon, HeartIcon, IconSprite, ShoppingBagIcon } from './lean-icons';

const inner = (svg: string) => /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)![1];

describe('lean icons', () => {
  const sprite = renderToStaticMarkup(<IconSprite />);

  it.each([
    ['heart', HeartIcon, Heart],
    ['shopping-bag', ShoppingBagIcon, ShoppingBag],
    ['chevron-left', ChevronLeftIcon, ChevronLeft],
    ['chevron-right', ChevronRightIcon, ChevronRight],
  ])('%s: a use of a symbol drawing lucide’s paths, with and without a class', (name, Lean, Lucide) => {
    const paths = inner(renderToStaticMarkup(<Lucide />));
    expect(sprite).toContain(`<symbol id="icon-${name}" viewBox="0 0 24 24">${paths}</symbol>`);
    expect(renderToStaticMarkup(<Lean />)).toBe(
      `<svg width="24" height="24" class="lean-icon lucide lucide-${name}" aria-hidden="true"><use href="#icon-${name}"></use></svg>`,
    );
    expect(renderToStaticMarkup(<Lean className="size-5 fill-maroon-700" />)).toContain(
      `class="lean-icon lucide lucide-${name} size-5 fill-maroon-700"`,
    );
  });

  it('the sprite is hidden from assistive technology and takes no room', () => {
    expect(sprite).toMatch(/^<svg width="0" height="0" aria-hidden="true" style="position:absolute">/);
  });
});
