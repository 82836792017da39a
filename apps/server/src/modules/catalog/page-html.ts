import { mediaAt, mediaSrcSet } from '@resham/shared';

// What the pages the server paints (product-page-shell.ts, home-page-shell.ts, listing-page-shell.ts)
// write the same way: escaping, the data block the app adopts, the largest image and its preload.

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON for an inline data block: nothing in it can close the script element or start a comment. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * `value` for the web app's first render (an API's answer, through its schema): a data block, not a
 * script (the CSP allows no inline script). The app reads it by `id` (packages/shared server-html.ts).
 */
export const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${safeJson(value)}</script>`;

/**
 * A page's largest image (a product photo at 3:4), fetched with the HTML: the srcset and `sizes` of
 * the <img> that shows it (leadImage), so the preloaded file is the one painted.
 */
export function imagePreload(src: string, sizes: string): string {
  const srcset = mediaSrcSet(src);
  return `<link rel="preload" as="image" href="${escapeHtml(mediaAt(src, 800))}"${
    srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${sizes}"` : ''
  } fetchpriority="high">`;
}

/** The <img> of a page's largest image, as the app's gallery and cards draw their first photo. */
export function leadImage(src: string, sizes: string, alt: string, className: string): string {
  const srcset = mediaSrcSet(src);
  return `<img src="${escapeHtml(mediaAt(src, 800))}"${srcset ? ` srcset="${escapeHtml(srcset)}"` : ''} sizes="${sizes}" width="600" height="800" alt="${escapeHtml(alt)}" loading="eager" fetchpriority="high" decoding="async" draggable="false" class="${className}">`;
}
