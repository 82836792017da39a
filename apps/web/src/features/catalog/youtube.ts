// Mirrors `youtubeVideoId` of @resham/shared (catalog.ts), which cannot be imported into storefront
// chunks without also loading zod (see ./media.ts); media.test.ts proves they agree.

const ID = '[A-Za-z0-9_-]{11}';
const YOUTUBE = [
  new RegExp(`^https://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:[^#]*&)?v=(${ID})(?:[&#].*)?$`),
  new RegExp(`^https://(?:www\\.)?youtube\\.com/shorts/(${ID})(?:[?#].*)?$`),
  new RegExp(`^https://(?:www\\.)?youtube(?:-nocookie)?\\.com/embed/(${ID})(?:[?#].*)?$`),
  new RegExp(`^https://youtu\\.be/(${ID})(?:[?#].*)?$`),
];

/** The 11-character video id of a YouTube watch, shorts, embed or youtu.be URL, or null. */
export function youtubeVideoId(url: string): string | null {
  for (const pattern of YOUTUBE) {
    const m = pattern.exec(url.trim());
    if (m) return m[1]!;
  }
  return null;
}
