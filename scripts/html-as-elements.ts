/**
 * React's rendered HTML turned back into a tree of plain elements (no components, no hooks), for
 * scripts/bench-render.ts to measure what React costs to render the same markup with nothing of ours in
 * it: the floor under any rewrite of the components. Reads React's own output only (every element
 * closed, attributes double-quoted, React's five escapes), not HTML at large.
 */
import { createElement, type ReactNode } from 'react';

const VOID = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const ESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ESCAPES[name]!);
const START_TAG = /<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s=>/]+)(?:="([^"]*)")?/g;

/** `style="a-b:c;--d:e"` as React's style object (custom properties keep their names). */
function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const rule of text.split(';')) {
    const colon = rule.indexOf(':');
    if (colon < 0) continue;
    const name = rule.slice(0, colon).trim();
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = rule
      .slice(colon + 1)
      .trim();
  }
  return style;
}

/** The elements and text of `html`, and how many elements there are. */
export function htmlAsElements(html: string): { nodes: ReactNode[]; elements: number } {
  let at = 0;
  let elements = 0;
  const children = (): ReactNode[] => {
    const out: ReactNode[] = [];
    while (at < html.length) {
      if (html.startsWith('<!--', at)) {
        at = html.indexOf('-->', at) + 3;
      } else if (html.startsWith('</', at)) {
        at = html.indexOf('>', at) + 1;
        return out;
      } else if (html[at] === '<') {
        START_TAG.lastIndex = at;
        const tag = START_TAG.exec(html);
        if (!tag) throw new Error(`not React's markup at ${html.slice(at, at + 60)}`);
        at = START_TAG.lastIndex;
        elements++;
        const props: Record<string, unknown> = {};
        for (const [, name, value] of tag[2]!.matchAll(ATTRIBUTE)) {
          const text = value === undefined ? true : unescape(value);
          if (name === 'style') props.style = styleObject(String(text));
          else props[name === 'class' ? 'className' : name === 'for' ? 'htmlFor' : name!] = text;
        }
        const empty = tag[3] === '/' || VOID.has(tag[1]!);
        out.push(createElement(tag[1]!, props, ...(empty ? [] : children())));
      } else {
        const end = html.indexOf('<', at);
        out.push(unescape(html.slice(at, end < 0 ? undefined : end)));
        at = end < 0 ? html.length : end;
      }
    }
    return out;
  };
  const nodes = children();
  return { nodes, elements };
}
