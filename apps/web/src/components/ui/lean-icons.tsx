import { createElement } from 'react';
import * as chevronLeft from 'lucide-react/icons/chevron-left';
import * as chevronRight from 'lucide-react/icons/chevron-right';
import * as heart from 'lucide-react/icons/heart';
import * as shoppingBag from 'lucide-react/icons/shopping-bag';

interface IconData {
  name: string;
  node: [string, Record<string, string>][];
}

/**
 * Icons drawn many times a page (on every card of a grid: the wishlist heart, the bag of Add to cart;
 * the carousels' arrows), from lucide's own data (each icon module exports it beside its component).
 * Their paths are in the page once, as the symbols of <IconSprite />, and each icon is a <use> of its
 * symbol: drawn whole on each of 24 cards, the paths were a sixth of a listing page's HTML. The stroke
 * is lucide's, from the `.lean-icon` rule in index.css rather than attributes on the symbol, so that a
 * class on the icon (a saved heart's fill) reaches the paths.
 */
const ICONS = [chevronLeft, chevronRight, heart, shoppingBag].map(
  (module) => (module as unknown as { __iconData: IconData }).__iconData,
);

const symbolId = (name: string) => `icon-${name}`;

/** The icons' symbols, hidden: rendered once on every page (app/providers.tsx), by the server too. */
export function IconSprite() {
  return (
    <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
      {ICONS.map(({ name, node }) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          {node.map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes }))}
        </symbol>
      ))}
    </svg>
  );
}

function leanIcon(module: unknown) {
  const { name } = (module as { __iconData: IconData }).__iconData;
  const base = `lean-icon lucide lucide-${name}`;
  const href = `#${symbolId(name)}`;
  return function LeanIcon({ className }: { className?: string }) {
    return (
      <svg width="24" height="24" className={className ? `${base} ${className}` : base} aria-hidden="true">
        <use href={href} />
      </svg>
    );
  };
}

export const ChevronLeftIcon = leanIcon(chevronLeft);
export const ChevronRightIcon = leanIcon(chevronRight);
export const HeartIcon = leanIcon(heart);
export const ShoppingBagIcon = leanIcon(shoppingBag);
