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
 * An icon drawn many times a page (on every card of a grid: the wishlist heart, the bag of Add to cart;
 * the carousels' arrows), from lucide's own data (each icon module exports it beside its component)
 * with the same markup as lucide's component, but a plain function with its paths made once: lucide's
 * component (a forwardRef, its context, class merging, the paths built per render) was a fifteenth of
 * a listing page's server render.
 */
function leanIcon(module: unknown) {
  const { name, node } = (module as { __iconData: IconData }).__iconData;
  const paths = node.map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes }));
  const base = `lucide lucide-${name}`;
  return function LeanIcon({ className }: { className?: string }) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${base} ${className}` : base}
        aria-hidden="true"
      >
        {paths}
      </svg>
    );
  };
}

export const ChevronLeftIcon = leanIcon(chevronLeft);
export const ChevronRightIcon = leanIcon(chevronRight);
export const HeartIcon = leanIcon(heart);
export const ShoppingBagIcon = leanIcon(shoppingBag);
