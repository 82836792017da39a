/**
 * CPU time of one server render of each storefront page, apart from the database and HTTP:
 * `node --import tsx scripts/bench-render.ts <shop url>` records the API answers each page needs from
 * a running shop once, then renders every page N times (RENDERS, 200 by default) with those answers
 * through the web app's server build (apps/web/dist/.ssr/entry-server.js) and prints the CPU time
 * (process.cpuUsage, user + system) per render. CPU time, not wall time: a busy machine barely moves it.
 * `--cpu-prof` on the node command line profiles the renders; PAGES=<regex> renders only those pages.
 * Beside each page, its floor: the same markup as plain elements (no components) rendered and encoded
 * as the pages are (renderToString, then UTF-8), which no rewrite of our components can go under.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import type { StorefrontRenderer } from '../apps/server/src/lib/web-app';
import { joinEncoded } from '../apps/server/src/modules/catalog/page-template';
import { htmlAsElements } from './html-as-elements';

const shop = (process.argv[2] ?? '').replace(/\/+$/, '');
if (!shop) throw new Error('usage: node --import tsx scripts/bench-render.ts <shop url>');
const RENDERS = Number(process.env.RENDERS ?? 200);
const WARMUP = Math.max(20, RENDERS / 4);

/** SSR_ENTRY=<file>: another build of the renderer (a copy of an older dist/.ssr, to compare). */
const entry =
  process.env.SSR_ENTRY ?? path.resolve(import.meta.dirname, '../apps/web/dist/.ssr/entry-server.js');
const renderer = (await import(pathToFileURL(path.resolve(entry)).href)) as StorefrontRenderer & {
  renderWholeHtml(element: React.ReactNode): string[];
};

// Every API answer, as the shop gave it the first time: replayed from memory afterwards.
const answers = new Map<string, { status: number; type: string; body: ArrayBuffer }>();
renderer.setApiFetch(async (input) => {
  const url = String(input);
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
});

const products = (
  (await (await fetch(`${shop}/api/shop/products/get`)).json()) as { data: { _id: string }[] }
).data;
/** Each page's addresses, rendered in turn (every product, as uncached product pages are asked for). */
const pages: Record<string, string[]> = {
  home: ['/shop/home'],
  listing: ['/shop/listing'],
  'listing, 2 categories, 2 pages': [
    '/shop/listing?category=Cotton+Sarees,Dupattas&sortBy=title-atoz&page=2',
  ],
  'product (each in turn)': products.map((p) => `/shop/product/${p._id}`),
  search: ['/shop/search?keyword=silk'],
  'about us': ['/shop/about-us'],
};

/** PAGES=<regex>: only the pages whose names match (e.g. to profile one). */
const only = process.env.PAGES ? new RegExp(process.env.PAGES) : null;
const rows: Record<string, string | number>[] = [];
for (const [name, urls] of Object.entries(pages)) {
  if (only && !only.test(name)) continue;
  let first: Awaited<ReturnType<StorefrontRenderer['renderPage']>> = null;
  for (const url of urls) {
    const page = await renderer.renderPage(url);
    if (!page || page.status !== 200) throw new Error(`${url}: ${page?.status ?? 'not rendered'}`);
    first ??= page;
  }
  const render = (i: number) => renderer.renderPage(urls[i % urls.length]!);
  for (let i = 0; i < WARMUP; i++) await render(i);
  const before = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < RENDERS; i++) await render(i);
  const cpu = process.cpuUsage(before);
  // The floor: the first page's markup as plain elements, rendered and encoded as the pages are.
  const html = first!.html.join('');
  const plain = htmlAsElements(html);
  const tree = createElement('div', null, ...plain.nodes);
  for (let i = 0; i < WARMUP; i++) joinEncoded(renderer.renderWholeHtml(tree));
  const floorBefore = process.cpuUsage();
  for (let i = 0; i < RENDERS; i++) joinEncoded(renderer.renderWholeHtml(tree));
  const floor = process.cpuUsage(floorBefore);
  rows.push({
    page: name,
    'CPU ms per render': ((cpu.user + cpu.system) / 1000 / RENDERS).toFixed(2),
    'wall ms per render': ((performance.now() - t0) / RENDERS).toFixed(2),
    'plain elements, CPU ms': ((floor.user + floor.system) / 1000 / RENDERS).toFixed(2),
    elements: plain.elements,
    'HTML KB': (html.length / 1024).toFixed(1),
    'state KB': (JSON.stringify(first!.state).length / 1024).toFixed(1),
  });
}
console.log(
  `${entry}: ${RENDERS} renders per page after ${WARMUP} uncounted, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}`,
);
console.table(rows);
