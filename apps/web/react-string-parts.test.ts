import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { reactStringParts } from './react-string-parts';

const require = createRequire(import.meta.url);
const reactDom = path.dirname(require.resolve('react-dom/package.json'));
const LEGACY = path.join(reactDom, 'cjs/react-dom-server-legacy.node.production.js');
const ENTRY = path.join(reactDom, 'server.node.js');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = reactStringParts().transform as unknown as Transform;

/** The installed React's production string renderer, as the server build bundles it. */
function patchedRenderer() {
  const code = transform(fs.readFileSync(LEGACY, 'utf8'), LEGACY)!.code;
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports as {
    renderToString(node: ReactNode): string;
    renderToStringParts(node: ReactNode): string[];
  };
}

/** A page of `cards` cards, with ₹ and Tamil in every one. */
function page(cards: number): ReactNode {
  return createElement(
    'main',
    { className: 'grid' },
    Array.from({ length: cards }, (_, i) =>
      createElement(
        'article',
        { key: i, className: 'rounded-lg border border-stone-200 bg-white shadow-sm' },
        createElement('h3', null, `காஞ்சிபுரம் பட்டு ${i}`),
        createElement('p', null, '₹', (36_645 + i).toLocaleString('en-IN'), '.00'),
      ),
    ),
  );
}

describe("the server build's renderToStringParts", () => {
  const react = patchedRenderer();

  it("gives React's own HTML, in parts of about 16,000 characters", () => {
    const parts = react.renderToStringParts(page(800));
    expect(parts.join('')).toBe(react.renderToString(page(800)));
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts.slice(0, -1)) expect(part.length).toBeLessThan(17_000);
  });

  it('leaves renderToString whole, before and after, and a small page in one part', () => {
    const before = react.renderToString(page(800));
    react.renderToStringParts(page(800));
    expect(react.renderToString(page(800))).toBe(before);
    expect(react.renderToStringParts(page(2))).toEqual([react.renderToString(page(2))]);
  });

  it('is ready for the next render after one that threw', () => {
    const Broken = () => {
      throw new Error('broken card');
    };
    expect(() => react.renderToStringParts(createElement(Broken))).toThrow('broken card');
    expect(react.renderToString(page(1))).toContain('காஞ்சிபுரம்');
    expect(react.renderToStringParts(page(1)).join('')).toBe(react.renderToString(page(1)));
  });

  it('is exported by react-dom/server', () => {
    expect(transform(fs.readFileSync(ENTRY, 'utf8'), ENTRY)!.code).toContain(
      'exports.renderToStringParts = l.renderToStringParts;',
    );
  });

  it('fails the build when React no longer has what it edits, instead of rendering without it', () => {
    const code = fs.readFileSync(LEGACY, 'utf8').replace('(result += chunk)', '(result = result + chunk)');
    expect(() => transform(code, LEGACY)).toThrow(/no longer has one/);
    expect(transform('exports.x = 1;', '/src/other.js')).toBeNull();
  });
});
