import type { ReactNode } from 'react';

// The storefront's server build adds this to react-dom/server (react-string-parts.ts, beside vite.config.ts).
declare module 'react-dom/server' {
  /** renderToString's HTML in parts of about 16,000 characters. */
  export function renderToStringParts(children: ReactNode): string[];
}
