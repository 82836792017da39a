// The frame a rendered storefront page is sent in: index.html around #root. Cut once at start-up into
// encoded pieces, so that a page costs the concatenation of its own parts: index.html's <head> holds
// the whole stylesheet (~80 KB), and searching it with regular expressions and encoding it to UTF-8
// again on every rendered page was a tenth of the server's time for an uncached product page.

/** The page's own description tags, however the build formats them (attributes in any order, on several lines). */
const META_DESCRIPTION = /<meta\s+(?:[^>]*?\s)?name=["']?description["']?(?:\s[^>]*)?\/?>\s*/gi;
/** Where the page's first tags go: before the first script, stylesheet or preload of index.html. */
const FIRST_LOADED = /<(?:script|style|link rel="(?:stylesheet|modulepreload)")\b/i;

interface HeadPieces {
  /** Up to where the page's first tags go. */
  start: Buffer;
  /** From there up to `</head>` (empty when the tags go just before `</head>`). */
  middle: Buffer;
  /** `</head>` and the rest up to #root. */
  end: Buffer;
  /** Whether the tags go before index.html's first loaded resource, or just before `</head>`. */
  beforeResource: boolean;
}

function cutHead(top: string): HeadPieces {
  const headClose = top.search(/<\/head>/i);
  const at = top.search(FIRST_LOADED);
  const beforeResource = at >= 0 && at < headClose;
  const tagsAt = beforeResource ? at : headClose;
  return {
    start: Buffer.from(top.slice(0, tagsAt)),
    middle: Buffer.from(top.slice(tagsAt, headClose)),
    end: Buffer.from(top.slice(headClose)),
    beforeResource,
  };
}

const ROOT_OPEN = Buffer.from('<div id="root">');
const ROOT_CLOSE = Buffer.from('</div>');

/**
 * The pieces as UTF-8 in one buffer, each string encoded straight into it. Not one string of them all:
 * reading a string that long makes V8 copy it flat first, which cost 0.8 ms for a listing page against
 * 0.28 ms for its pieces one by one (measured).
 */
export function joinEncoded(pieces: readonly (Buffer | string)[]): Buffer {
  let size = 0;
  for (const piece of pieces) size += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (const piece of pieces) at += typeof piece === 'string' ? out.write(piece, at) : piece.copy(out, at);
  return out;
}

export interface PageTemplate {
  /**
   * The whole page: `tags` first in the <head> (before index.html's first script or stylesheet),
   * `productHead` (a product's title, description and sharing tags) in place of index.html's title and
   * description, `root` (React's HTML, in parts) in #root (index.html's own when left out) and `after` right after #root.
   */
  page(parts: { tags: string; productHead?: string; root?: readonly string[]; after: string }): Buffer;
}

/** Cuts `indexHtml` around its `<div id="root">…</div>`, or null when it has none. */
export function pageTemplate(indexHtml: string): PageTemplate | null {
  const rootAt = indexHtml.indexOf('<div id="root">');
  if (rootAt < 0) return null;
  // What #root holds in index.html (the bar painted while the app loads) is replaced by the page.
  const rootEnd = indexHtml.lastIndexOf('</div>', indexHtml.search(/<\/body>/i)) + '</div>'.length;
  const top = indexHtml.slice(0, rootAt);
  const ownRoot = indexHtml.slice(rootAt + '<div id="root">'.length, rootEnd - '</div>'.length);
  const bottom = Buffer.from(indexHtml.slice(rootEnd));
  const plain = cutHead(top);
  const product = cutHead(top.replace(/<title>[\s\S]*?<\/title>/i, '').replace(META_DESCRIPTION, ''));
  return {
    page({ tags, productHead, root, after }) {
      const head = productHead === undefined ? plain : product;
      const own = !tags ? '' : head.beforeResource ? `${tags}\n    ` : `  ${tags}\n  `;
      const pieces: (Buffer | string)[] = [head.start, own, head.middle];
      if (productHead !== undefined) pieces.push(`    ${productHead}\n  `);
      pieces.push(head.end, ROOT_OPEN, ...(root ?? [ownRoot]), ROOT_CLOSE, after, bottom);
      return joinEncoded(pieces);
    },
  };
}
