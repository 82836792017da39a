/**
 * The catalogue half of `npm run bench`: the listing and search endpoints of the compiled server at
 * 50 connections, cache hits (one URL) beside cache misses (every request a different real query:
 * category sets × sorts, varied search words), beside a bare Node HTTP server sending the same bytes
 * from memory, in the same run; then the same on a catalogue of 5,000 products. The server says
 * whether each answer came from its response cache (`x-cache`), so the miss rows count real misses.
 * Rows marked HTML are the storefront pages as a browser gets them: rendered by React on the server
 * (apps/web/src/entry-server.tsx) from the same API answers, every request a different real query.
 * Runs on the embedded database, or on PostgreSQL with DATABASE_URL (each catalogue in a database of
 * its own, dropped afterwards).
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import os from 'node:os';
import autocannon from 'autocannon';
import { table } from './bench-support';
import { renderCosts } from './render-costs';
import { freshDatabase, seedCatalogue, startServer, type BenchServer } from './bench-catalogue-setup';
import { SORT_OPTIONS, type Facets } from '@resham/shared';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/**
 * Seconds of the same load before each row, not counted: a long-running server has compiled its hot
 * code and planned its statements, and the first seconds of a fresh process measure V8's compiler.
 */
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

interface Row {
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  'cache misses': string;
}

/** BENCH_ROWS=<regex>: only the rows whose names match (e.g. to profile the miss path alone). */
const only = process.env.BENCH_ROWS ? new RegExp(process.env.BENCH_ROWS) : null;

/** autocannon at 50 connections over `paths` (cycled, shared by every connection). */
async function load(name: string, base: string, paths: string[], connections = 50): Promise<Row> {
  if (only && !only.test(name))
    return { endpoint: name, 'req/s': 0, 'p50 ms': 0, 'p99 ms': 0, errors: 0, 'cache misses': 'skipped' };
  let next = 0;
  let hits = 0;
  let misses = 0;
  const run = (duration: number, counted: boolean) =>
    autocannon({
      url: base,
      connections,
      duration,
      requests: [
        {
          // As many shoppers as connections, each behind the proxy with her own address (as nginx
          // forwards it), taking turns: per-client rate counting then costs what it costs in production,
          // not one hot row for all. (Not autocannon's per-connection context: it starts afresh with
          // every request of a one-request list, which made every request a new shopper.)
          setupRequest: (req) => {
            const n = next++;
            return {
              ...req,
              path: paths[n % paths.length]!,
              headers: { ...req.headers, 'x-forwarded-for': `10.9.0.${n % connections}` },
            };
          },
          onResponse: (_status, _body, _context, headers) => {
            if (!counted) return;
            const cache = (headers as Record<string, string | undefined>)['x-cache'];
            if (cache === 'hit') hits++;
            else if (cache === 'miss') misses++;
          },
        },
      ],
    });
  if (WARMUP > 0) await run(WARMUP, false);
  const result = await run(DURATION, true);
  const counted = hits + misses;
  return {
    endpoint: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
    'cache misses': counted ? `${((misses / counted) * 100).toFixed(0)}%` : '-',
  };
}

function shuffle<T>(items: T[]): T[] {
  // A fixed shuffle (LCG), so two runs send the same sequence.
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const SORTS = SORT_OPTIONS.map((o) => o.id);

interface Tree {
  categories: { id: string; name: string }[];
  subcategories: { name: string; categoryId: string }[];
}

/**
 * Listing queries as the shop's filter sends them: every set of one to three categories, some with a
 * subcategory of theirs, × every sort: a few thousand different queries, more than the cache holds
 * (500 entries) or refills within its 5 s, so cycling through them misses every time.
 */
function listingQueries(tree: Tree, extra = ''): string[] {
  const names = tree.categories.map((c) => c.name);
  const sets: string[][] = [[]];
  for (let a = 0; a < names.length; a++) {
    sets.push([names[a]!]);
    for (let b = a + 1; b < names.length; b++) {
      sets.push([names[a]!, names[b]!]);
      for (let c = b + 1; c < names.length; c++) sets.push([names[a]!, names[b]!, names[c]!]);
    }
  }
  const queries: string[] = [];
  for (const set of sets) {
    for (const sort of SORTS) {
      const q = new URLSearchParams({ sortBy: sort });
      if (set.length) q.set('category', set.join(','));
      queries.push(`/api/shop/products/get?${q}${extra}`);
    }
  }
  for (const c of tree.categories) {
    for (const s of tree.subcategories.filter((sub) => sub.categoryId === c.id)) {
      for (const sort of SORTS) {
        const q = new URLSearchParams({ category: c.name, subcategory: s.name, sortBy: sort });
        queries.push(`/api/shop/products/get?${q}${extra}`);
      }
    }
  }
  return shuffle(queries);
}

/** What a shopper narrows a listing by: a fabric, a weave, an occasion, a price band, two at once. */
function narrowings(facets: Facets): string[] {
  const first = (name: keyof Facets, i: number) => facets[name][i % Math.max(1, facets[name].length)]?.value;
  const out: string[] = [];
  for (let i = 0; i < 4; i++) {
    const fabric = first('fabric', i);
    const weave = first('weave', i);
    if (fabric) out.push(`fabric=${encodeURIComponent(fabric)}`);
    if (weave) out.push(`weave=${encodeURIComponent(weave)}`);
    if (fabric && weave) out.push(`fabric=${encodeURIComponent(fabric)}&occasion=wedding,festive`);
  }
  out.push('occasion=wedding', 'priceMin=5000&priceMax=20000', 'priceMax=3000&occasion=daily');
  return out;
}

/** Listing pages narrowed as shoppers narrow them: each listing query with one of `narrowings`. */
function narrowedQueries(tree: Tree, facets: Facets): string[] {
  const each = narrowings(facets);
  return listingQueries(tree, '&page=1&pageSize=24').map((q, i) => `${q}&${each[i % each.length]}`);
}

/** Facets of each set of categories, plain and narrowed. */
function facetQueries(tree: Tree, facets: Facets): string[] {
  const each = ['', ...narrowings(facets)];
  return listingQueries(tree)
    .filter((q) => q.includes('sortBy=newest'))
    .flatMap((q) =>
      each.map((n) => `${q.replace('/api/shop/products/get', '/api/shop/products/facets')}&${n}`),
    );
}

/**
 * Search words a shopper types: words of the catalogue's titles, some misspelt (a letter dropped or
 * doubled), alone and in pairs: thousands of different keywords of 4+ characters.
 */
function searchQueries(titles: string[], extra = ''): string[] {
  const words = [
    ...new Set(
      titles
        .flatMap((t) => t.toLowerCase().split(/[^a-z]+/))
        .filter((w) => w.length >= 4 && w !== 'sarees' && w !== 'saree'),
    ),
  ].slice(0, 60);
  const variants = words.flatMap((w) => [w, w.slice(0, 2) + w.slice(3), w + w.at(-1)]);
  const keywords = new Set<string>(variants);
  for (let i = 0; i < words.length; i++)
    for (let j = 0; j < words.length; j++) if (i !== j) keywords.add(`${words[i]} ${words[j]}`);
  return shuffle([...keywords]).map((k) => `/api/shop/search/${encodeURIComponent(k)}${extra}`);
}

async function getJson<T>(url: string): Promise<T> {
  return (await (await fetch(url)).json()) as T;
}

const uptime = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on ${os.cpus().length} cores`;

async function withCatalogue<T>(
  label: string,
  products: number | undefined,
  run: (server: BenchServer) => Promise<T>,
) {
  const db = await freshDatabase(label);
  try {
    await seedCatalogue(db, products);
    const server = await startServer(db, label);
    try {
      return await run(server);
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

/**
 * Issue 32's comparison, side by side in one run: at 20 connections, every request a different listing,
 * the uncached rendered listing page beside the same lists as JSON (the page's first 24 cards), their
 * ratio, and React's own cost for the listing page's markup as plain elements (its floor).
 */
async function renderedBesideJson(url: string, tree: Tree) {
  const queries = listingQueries(tree);
  const json = await load(
    'listing page 1 as JSON (pageSize 24), cache miss',
    url,
    queries.map((q) => `${q}&page=1&pageSize=24`),
    20,
  );
  const page = await load(
    'rendered listing page (HTML, React SSR), cache miss',
    url,
    queries.map((q) => q.replace('/api/shop/products/get', '/shop/listing')),
    20,
  );
  const [cost] = await renderCosts(url, { 'listing page': ['/shop/listing'] }, 200);
  console.log(
    `\nThe rendered listing beside the same lists as JSON, 20 connections, ${DURATION} s each after ${WARMUP} s; ${uptime()}`,
  );
  table([json, page] as unknown as Record<string, string | number>[]);
  const ratio = json['req/s'] ? page['req/s'] / json['req/s'] : 0;
  console.log(
    `rendered/JSON: ${ratio.toFixed(2)}× (aim ≥ 0.3×), rendered p99 ${page['p99 ms']} ms (aim < 200 ms); ` +
      `a listing page's render: ${cost!['CPU ms per render']} ms of CPU, React's own for the same markup ` +
      `(plain elements, same document and stream): ${cost!['plain elements, CPU ms']} ms`,
  );
}

export async function benchCatalogue() {
  // The rendered pages need the web app's build (the browser's and the server's renderer).
  execFileSync('node', [path.join(import.meta.dirname, 'build-if-needed.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(`Catalogue bench on ${backend}; ${uptime()} (other work on the machine counts)`);

  await withCatalogue('demo', undefined, async (server) => {
    const url = server.url;
    const listingBody = Buffer.from(await (await fetch(`${url}/api/shop/products/get`)).text());
    const products = (JSON.parse(listingBody.toString()) as { data: { _id: string; title: string }[] }).data;
    const tree = await getJson<Tree>(`${url}/api/common/categories`);
    const bare = http.createServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': listingBody.length,
      });
      res.end(listingBody);
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    const barePort = (bare.address() as { port: number }).port;
    const listing = listingQueries(tree);
    const search = searchQueries(products.map((p) => p.title));
    const rows: Row[] = [];
    rows.push(await load('bare node http (same listing JSON)', `http://127.0.0.1:${barePort}`, ['/']));
    rows.push(await load('listing, cache hit (one URL)', url, ['/api/shop/products/get']));
    rows.push(await load(`listing, cache miss (${listing.length} queries)`, url, listing));
    rows.push(
      await load(
        'listing page 1 (pageSize 24), cache miss',
        url,
        listingQueries(tree, '&page=1&pageSize=24'),
      ),
    );
    rows.push(
      await load(
        'rendered listing page 1 (HTML, React SSR), cache miss',
        url,
        listingQueries(tree).map((q) => q.replace('/api/shop/products/get', '/shop/listing')),
      ),
    );
    rows.push(await load('product by id, cache hit', url, [`/api/shop/products/get/${products[10]!._id}`]));
    rows.push(
      await load('rendered product page (HTML), cache hit', url, [`/shop/product/${products[10]!._id}`]),
    );
    rows.push(await load('search, cache hit (one word)', url, ['/api/shop/search/kanchipurm%20silk']));
    rows.push(await load(`search, cache miss (${search.length} keywords)`, url, search));
    bare.close();
    console.log(
      `\nDemo catalogue (${products.length} products, ${listingBody.length} bytes of listing JSON), 50 connections, ${DURATION} s each after ${WARMUP} s of the same load; ${uptime()}`,
    );
    table(rows as unknown as Record<string, string | number>[]);
    await renderedBesideJson(url, tree);
  });

  await withCatalogue('5k', 5000, async (server) => {
    const url = server.url;
    const tree = await getJson<Tree>(`${url}/api/common/categories`);
    const first = await getJson<{ data: { title: string }[]; total?: number }>(
      `${url}/api/shop/products/get?page=1&pageSize=48`,
    );
    const ids = shuffle(
      (await getJson<{ data: { _id: string }[] }>(`${url}/api/shop/products/get`)).data.map((p) => p._id),
    );
    const rows: Row[] = [];
    rows.push(
      await load(
        'rendered listing page 1 (HTML, React SSR), cache miss',
        url,
        listingQueries(tree).map((q) => q.replace('/api/shop/products/get', '/shop/listing')),
      ),
    );
    rows.push(
      await load(
        `product by id, cache miss (${ids.length} ids)`,
        url,
        ids.map((id) => `/api/shop/products/get/${id}`),
      ),
    );
    rows.push(
      await load(
        `similar products, cache miss (${ids.length} ids)`,
        url,
        ids.map((id) => `/api/shop/products/similar/${id}`),
      ),
    );
    rows.push(
      await load(
        `rendered product page (HTML, React SSR), cache miss (${ids.length} ids)`,
        url,
        ids.map((id) => `/shop/product/${id}`),
      ),
    );
    rows.push(
      await load(
        'listing page 1 (pageSize 24), cache miss',
        url,
        listingQueries(tree, '&page=1&pageSize=24'),
      ),
    );
    rows.push(
      await load(
        'listing page 5 (pageSize 48), cache miss',
        url,
        listingQueries(tree, '&page=5&pageSize=48'),
      ),
    );
    const facets = (await getJson<{ data: Facets }>(`${url}/api/shop/products/facets`)).data;
    const narrowed = narrowedQueries(tree, facets);
    rows.push(
      await load(`narrowed listing page 1 (details, price), cache miss (${narrowed.length})`, url, narrowed),
    );
    const popular = listingQueries(tree, '&page=1&pageSize=24').filter((q) => q.includes('sortBy=popular'));
    rows.push(await load(`popular listing page 1, cache miss (${popular.length})`, url, popular));
    const facetCalls = facetQueries(tree, facets);
    rows.push(await load(`facets, cache miss (${facetCalls.length} queries)`, url, facetCalls));
    rows.push(await load('facets, cache hit (one URL)', url, ['/api/shop/products/facets']));
    rows.push(
      await load(
        'search page 1 (pageSize 24), cache miss',
        url,
        searchQueries(
          first.data.map((p) => p.title),
          '?page=1&pageSize=24',
        ),
      ),
    );
    rows.push(await load('whole listing (spec call, no paging), cache miss', url, listingQueries(tree), 4));
    console.log(
      `\n5,000-product catalogue (total reported: ${first.total ?? 'none'}), 50 connections (whole listing: 4), ${DURATION} s each after ${WARMUP} s of the same load; ${uptime()}`,
    );
    table(rows as unknown as Record<string, string | number>[]);
  });
}
