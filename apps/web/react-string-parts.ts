import type { Plugin } from 'vite';

/**
 * Adds `renderToStringParts` to react-dom/server in the storefront's server build: renderToString's
 * own work, its HTML handed back in parts of about 16,000 characters instead of one string.
 *
 * Why: renderToString adds each of a page's ~20,000 pieces to one string, and reading that string
 * (to encode it for the socket) makes V8 copy it flat. For a page of 24 cards (~97,000 characters) that
 * copy cost 0.6–0.9 ms of CPU, most of it in the kernel, against 0.06 ms for 54,000 characters: a cliff
 * between the two. Cut into parts as it is made, the listing's markup as plain elements renders and
 * encodes in 0.89 ms instead of 1.75 (measured with scripts/bench-render.ts's floor, and its
 * `plain elements` column shows it for every page). React's public renderers cannot do it: the stream
 * encodes every piece into bytes as it goes, which costs more than the copy.
 *
 * It edits React's production build as it is bundled, at three places it names exactly; when a React
 * version no longer has one of them, the build fails here instead of quietly rendering without it.
 */
const LEGACY = /react-dom\/cjs\/react-dom-server-legacy\.node\.production\.js$/;
const ENTRY = /react-dom\/server\.node\.js$/;

/** About how long a part grows before the next begins (below the cliff, above the cost of many parts). */
const PART_CHARACTERS = 16_384;

function replaceOnce(code: string, find: string, replacement: string, file: string): string {
  const at = code.indexOf(find);
  if (at < 0 || code.indexOf(find, at + 1) >= 0)
    throw new Error(`react-string-parts: ${file} no longer has one \`${find}\` (a new React version?)`);
  return code.slice(0, at) + replacement + code.slice(at + find.length);
}

export function reactStringParts(): Plugin {
  return {
    name: 'resham:react-string-parts',
    transform(code, id) {
      if (LEGACY.test(id)) {
        let out = replaceOnce(
          code,
          'null !== chunk && (result += chunk);',
          `null !== chunk && ((result += chunk), null !== stringParts && result.length > ${PART_CHARACTERS} && (stringParts.push(result), (result = "")));`,
          id,
        );
        out = replaceOnce(
          out,
          '  return result;\n}\nexports.renderToStaticMarkup',
          '  return null === stringParts ? result : (stringParts.push(result), "");\n}\nexports.renderToStaticMarkup',
          id,
        );
        // renderToString is synchronous: no other render can run while `stringParts` is set.
        out += `
var stringParts = null;
exports.renderToStringParts = function (children, options) {
  stringParts = [];
  try {
    exports.renderToString(children, options);
    return stringParts;
  } finally {
    stringParts = null;
  }
};
`;
        return { code: out, map: null };
      }
      if (ENTRY.test(id)) {
        return {
          code: replaceOnce(
            code,
            'exports.renderToString = l.renderToString;',
            'exports.renderToString = l.renderToString;\nexports.renderToStringParts = l.renderToStringParts;',
            id,
          ),
          map: null,
        };
      }
      return null;
    },
  };
}
