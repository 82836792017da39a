// Image and video URL helpers. Kept free of zod so the storefront's first-load chunks can import them.

/** Our own uploaded images: /media/{id}-{width}.webp */
export const MEDIA_URL_PATTERN = /^\/media\/([a-f0-9]{32})-(\d+)\.webp$/;
export const MEDIA_WIDTHS = [400, 800, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** `srcset` for one of our media URLs, from its WebP variants. */
export function mediaSrcSet(url: string): string | undefined {
  const m = MEDIA_URL_PATTERN.exec(url);
  if (!m) return undefined;
  return MEDIA_WIDTHS.map((w) => `/media/${m[1]}-${w}.webp ${w}w`).join(', ');
}

/**
 * `sizes` of the product page's gallery image, the page's largest: the server preloads that image with
 * the same srcset and sizes, so the browser fetches the same file before the app asks for it.
 */
export const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 480px, (min-width: 768px) 45vw, 100vw';

/** A media URL at the given width (or the URL unchanged if it is not ours). */
export function mediaAt(url: string, width: MediaWidth): string {
  const m = MEDIA_URL_PATTERN.exec(url);
  return m ? `/media/${m[1]}-${width}.webp` : url;
}

const YOUTUBE_ID = '[A-Za-z0-9_-]{11}';
const YOUTUBE_PATTERNS = [
  new RegExp(`^https://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:[^#]*&)?v=(${YOUTUBE_ID})(?:[&#].*)?$`),
  new RegExp(`^https://(?:www\\.)?youtube\\.com/shorts/(${YOUTUBE_ID})(?:[?#].*)?$`),
  new RegExp(`^https://(?:www\\.)?youtube(?:-nocookie)?\\.com/embed/(${YOUTUBE_ID})(?:[?#].*)?$`),
  new RegExp(`^https://youtu\\.be/(${YOUTUBE_ID})(?:[?#].*)?$`),
];

/** The 11-character video id of a YouTube watch, shorts, embed or youtu.be URL, or null. */
export function youtubeVideoId(url: string): string | null {
  for (const pattern of YOUTUBE_PATTERNS) {
    const m = pattern.exec(url.trim());
    if (m) return m[1]!;
  }
  return null;
}
