/**
 * `node --import tsx scripts/bench-render.ts <shop url>`: each storefront page's CPU time per server
 * render beside React's own cost for the same markup (scripts/render-costs.ts), RENDERS times each (200
 * by default). `--cpu-prof` on the node command line profiles the renders; PAGES=<regex> renders only
 * those pages; SSR_ENTRY=<file> renders with another build (a copy of an older dist/.ssr, to compare).
 */
import path from 'node:path';
import { renderCosts } from './render-costs';

const shop = (process.argv[2] ?? '').replace(/\/+$/, '');
if (!shop) throw new Error('usage: node --import tsx scripts/bench-render.ts <shop url>');
const RENDERS = Number(process.env.RENDERS ?? 200);
const entry =
  process.env.SSR_ENTRY ?? path.resolve(import.meta.dirname, '../apps/web/dist/.ssr/entry-server.js');

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
const chosen = Object.fromEntries(Object.entries(pages).filter(([name]) => !only || only.test(name)));

console.log(`${entry}: ${RENDERS} renders per page, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}`);
console.table(await renderCosts(shop, chosen, RENDERS, entry));
