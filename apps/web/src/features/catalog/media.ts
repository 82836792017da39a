// Image URL helpers for the storefront (YouTube links: ./youtube.ts).
//
// These mirror `mediaSrcSet` and `mediaAt` of @resham/shared (catalog.ts). That
// module also builds the zod product schemas when it loads, so importing it into a first-load chunk
// costs ~24 KB gzipped of zod. media.test.ts proves the copies give the same answers; once the shared
// helpers move to a zod-free module, import them from there and delete this file.

const MEDIA_URL = /^\/media\/([a-f0-9]{32})-(\d+)\.webp$/;
export const MEDIA_WIDTHS = [400, 800, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** `srcset` for one of our media URLs, from its WebP variants (undefined for other URLs). */
export function mediaSrcSet(url: string): string | undefined {
  const m = MEDIA_URL.exec(url);
  if (!m) return undefined;
  return MEDIA_WIDTHS.map((w) => `/media/${m[1]}-${w}.webp ${w}w`).join(', ');
}

/** A media URL at the given width (or the URL unchanged if it is not ours). */
export function mediaAt(url: string, width: MediaWidth): string {
  const m = MEDIA_URL.exec(url);
  return m ? `/media/${m[1]}-${width}.webp` : url;
}
