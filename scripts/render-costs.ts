/**
 * CPU time of one server render of storefront pages, apart from the database and HTTP, beside its floor
 * (for scripts/bench-render.ts and npm run bench): the API answers each page needs are recorded from a
 * running shop once, then every page is rendered N times with those answers through the web app's
 * server build (apps/web/dist/.ssr/entry-server.js). CPU time (process.cpuUsage, user + system), not wall
 * time: a busy machine barely moves it. The floor: the same markup as plain elements (no components)
 * rendered in the same document through the same stream as the pages are, which no rewrite of our
 * components can go under.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { StorefrontRenderer } from '../apps/server/src/lib/web-app';
import { htmlAsElements } from './html-as-elements';

type Renderer = StorefrontRenderer & {
  renderDocument(element: ReactNode): Promise<Buffer>;
  Document: ComponentType<{ assets: unknown; state: unknown; children?: ReactNode }>;
};

export interface RenderCost {
  page: string;
  'CPU ms per render': string;
  'wall ms per render': string;
  'plain elements, CPU ms': string;
  elements: number;
  'HTML KB': string;
  'state KB': string;
}

/** The server build at `entry` (SSR_ENTRY or the app's own), answering the API from `shop`'s answers, recorded once. */
async function loadRenderer(shop: string, entry: string): Promise<Renderer> {
  const renderer = (await import(pathToFileURL(path.resolve(entry)).href)) as Renderer;
  const manifest: unknown = JSON.parse(
    fs.readFileSync(path.resolve(path.dirname(entry), '../.vite/manifest.json'), 'utf8'),
  );
  const answers = new Map<string, { status: number; type: string; body: ArrayBuffer }>();
  const apiFetch: typeof fetch = async (input) => {
    const url = String(input as string);
    let answer = answers.get(url);
    if (!answer) {
      const res = await fetch(`${shop}${url}`, { headers: { accept: 'application/json' } });
      answer = {
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        body: await res.arrayBuffer(),
      };
      answers.set(url, answer);
    }
    return new Response(answer.body.slice(0), {
      status: answer.status,
      headers: { 'content-type': answer.type },
    });
  };
  renderer.configure({ apiFetch, manifest, origin: undefined });
  return renderer;
}

/** Each page (its addresses, rendered in turn) `renders` times, and its floor. */
export async function renderCosts(
  shop: string,
  pages: Record<string, string[]>,
  renders: number,
  entry = path.resolve(import.meta.dirname, '../apps/web/dist/.ssr/entry-server.js'),
): Promise<RenderCost[]> {
  const renderer = await loadRenderer(shop, entry);
  const warmup = Math.max(20, renders / 4);
  const rows: RenderCost[] = [];
  for (const [name, urls] of Object.entries(pages)) {
    let first: Awaited<ReturnType<StorefrontRenderer['renderPage']>> = null;
    for (const url of urls) {
      const page = await renderer.renderPage(url);
      if (!page || page.status !== 200) throw new Error(`${url}: ${page?.status ?? 'not rendered'}`);
      first ??= page;
    }
    const render = (i: number) => renderer.renderPage(urls[i % urls.length]!);
    for (let i = 0; i < warmup; i++) await render(i);
    const before = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < renders; i++) await render(i);
    const cpu = process.cpuUsage(before);
    // The floor: the first page's #root as plain elements, in the same document, through the same stream.
    const html = first!.html.toString('utf8');
    const rootAt = html.indexOf('<div id="root">') + '<div id="root">'.length;
    const root = html.slice(rootAt, html.lastIndexOf('</div></body>'));
    const stateAt = html.indexOf('>', html.indexOf('id="resham-state"')) + 1;
    const state = html.slice(stateAt, html.indexOf('</script>', stateAt));
    const plain = htmlAsElements(root);
    const assets = { script: '/assets/index.js', modulePreloads: [], stylesheets: ['/assets/index.css'] };
    const tree = createElement(
      renderer.Document,
      { assets, state: JSON.parse(state) as unknown },
      ...plain.nodes,
    );
    for (let i = 0; i < warmup; i++) await renderer.renderDocument(tree);
    const floorBefore = process.cpuUsage();
    for (let i = 0; i < renders; i++) await renderer.renderDocument(tree);
    const floor = process.cpuUsage(floorBefore);
    rows.push({
      page: name,
      'CPU ms per render': ((cpu.user + cpu.system) / 1000 / renders).toFixed(2),
      'wall ms per render': ((performance.now() - t0) / renders).toFixed(2),
      'plain elements, CPU ms': ((floor.user + floor.system) / 1000 / renders).toFixed(2),
      elements: plain.elements,
      'HTML KB': (first!.html.length / 1024).toFixed(1),
      'state KB': (state.length / 1024).toFixed(1),
    });
  }
  return rows;
}
