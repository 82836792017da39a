import type { ComponentProps } from 'react';

/** The Resham motif: a gold paisley (mankolam) with a zari dot border. Decorative. */
export function PaisleyMark(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 32 40" fill="none" aria-hidden="true" focusable="false" {...props}>
      <path
        d="M15 37C7.5 37 3 31.2 3 25c0-9 7.6-14.6 14.5-21.5.6 4.3 5.6 7.5 8.4 12.3C29.7 22.2 26.4 37 15 37Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M15.2 31.5c-4.2 0-6.7-3.2-6.7-6.6 0-5 4.2-8.2 8.2-12 .5 2.5 3.2 4.3 4.7 7 1.9 3.5.1 11.6-6.2 11.6Z"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        opacity=".8"
      />
      <circle cx="15.5" cy="24.5" r="2.4" fill="currentColor" />
    </svg>
  );
}
