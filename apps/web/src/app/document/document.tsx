// The whole HTML document of a page the server renders (and of the app's shell for the pages the
// browser renders), written once in JSX. The browser hydrates the document with `DocumentFrame` around
// the same app: the same element tree above #root on both sides, so the ids React derives from a
// component's place in the tree (useId, which Radix's labels rely on) agree. The browser leaves the
// <head> the server wrote as it is (React skips what it did not render there).
import type { ReactNode } from 'react';
import { PAGE_STATE_ID } from '@resham/shared';
import { safeJson } from '../../lib/safe-json';

/** The built app's files every page loads, from Vite's manifest (the server reads it at start-up). */
export interface DocumentAssets {
  /** The entry module. */
  script: string;
  /** Modules the entry imports at once. */
  modulePreloads: string[];
  stylesheets: string[];
}

export const SHOP_TITLE = 'Resham — Silk Sarees from Coimbatore';
export const SHOP_DESCRIPTION =
  'Resham — handwoven Kanchipuram, soft silk, organza and cotton sarees, dupattas and terracotta jewellery from our boutique in Coimbatore.';

/** The title and description of every page that names none of its own. */
export function ShopHead() {
  return (
    <>
      <title>{SHOP_TITLE}</title>
      <meta name="description" content={SHOP_DESCRIPTION} />
    </>
  );
}

/** <html>, an empty <head> and #root: what the browser renders around the app when it hydrates. */
export function DocumentFrame({ head, children }: { head?: ReactNode; children: ReactNode }) {
  return (
    <html lang="en">
      <head>{head}</head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}

export interface DocumentProps {
  assets: DocumentAssets;
  /** The page's own title, description and sharing tags (the shop's when left out). */
  head?: ReactNode;
  /** TanStack Query's dehydrated state: the API answers the page was rendered from. */
  state?: unknown;
  children: ReactNode;
}

/**
 * The page as the server sends it. The data block is in the <head>: the page is painted once it is all
 * in (never cut off mid-card), and the browser reads the block before it hydrates.
 */
export function Document({ assets, head, state, children }: DocumentProps) {
  return (
    <DocumentFrame
      head={
        <>
          <meta charSet="UTF-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1.0" />
          <meta name="theme-color" content="#4a0d1c" />
          <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
          {head ?? <ShopHead />}
          <script type="module" crossOrigin="" src={assets.script} />
          {assets.modulePreloads.map((href) => (
            <link key={href} rel="modulepreload" crossOrigin="" href={href} />
          ))}
          {assets.stylesheets.map((href) => (
            <link key={href} rel="stylesheet" crossOrigin="" href={href} />
          ))}
          {state === undefined ? null : (
            <script
              type="application/json"
              id={PAGE_STATE_ID}
              dangerouslySetInnerHTML={{ __html: safeJson(state) }}
            />
          )}
        </>
      }
    >
      {children}
    </DocumentFrame>
  );
}

/** The files the entry `index.html` loads, from Vite's manifest (`dist/.vite/manifest.json`). */
export function assetsFromManifest(
  manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>,
): DocumentAssets {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('the manifest has no index.html entry');
  const url = (file: string) => `/${file}`;
  return {
    script: url(entry.file),
    modulePreloads: (entry.imports ?? []).map((key) => url(manifest[key]?.file ?? key)),
    stylesheets: (entry.css ?? []).map(url),
  };
}
