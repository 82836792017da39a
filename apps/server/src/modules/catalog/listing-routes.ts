import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  baseRangeForShopperRange,
  detailFilterOf,
  FACET_NAMES,
  facetsQuerySchema,
  facetsResponseSchema,
  LIMITS,
  listingPage,
  productListPageResponseSchema,
  productListResponseSchema,
  productsQuerySchema,
  rupeesToPaise,
  searchQuerySchema,
  type ListingFilterQuery,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { TAGS } from '../../lib/catalog-tags';
import { sendCached, type ResponseCache } from '../../lib/response-cache';
import { replies } from '../../lib/responses';
import {
  facetsJson,
  listingJson,
  searchJson,
  searchKeyword,
  type ListingFilter,
  type ListingJson,
  type Narrowing,
  type Paging,
} from './listing-json';

// The shop's listing and search (spec §7, plus the optional paging of listing-page.ts in
// packages/shared). The database writes the answer's JSON (listing-json.ts); it is cached and sent as
// those bytes, with `x-cache: hit|miss` saying which.

/** At most this many collection names count (more are ignored, as the spec's API never limited them). */
const COLLECTIONS_MAX = 50;
/**
 * The cache key of a listing. Names match case-insensitively, in any order, repeated or not, so every
 * spelling of the same filters shares one entry; parameters the route does not know never reach it.
 * The key is the JSON of the validated parameters: no name can pass for a separator (joined with `|`,
 * `?category=Silk&subcategory=X|` and `?category=Silk|X` once shared an entry).
 */
const nameSet = (names: string[]) => [...new Set(names.map((n) => n.toLowerCase()))].sort();
const pageKey = (paging: Paging | null) => (paging ? [paging.page, paging.pageSize] : null);

/** Details and price of a validated query; price as the base prices under the shopper's range. */
function narrowingOf(q: Omit<ListingFilterQuery, 'category' | 'subcategory' | 'keyword'>): Narrowing {
  const paise = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));
  return {
    details: detailFilterOf(q),
    price: baseRangeForShopperRange(paise(q.priceMin), paise(q.priceMax)),
  };
}
function filterOf(q: ListingFilterQuery): ListingFilter {
  return {
    categories: q.category.slice(0, COLLECTIONS_MAX),
    subcategories: q.subcategory.slice(0, COLLECTIONS_MAX),
    ...narrowingOf(q),
  };
}
/** The cache key's part for a narrowing: each detail's values as a set, the price bounds. */
const narrowingKey = (n: Narrowing) => [...FACET_NAMES.map((name) => nameSet(n.details[name])), n.price];
const filterKey = (f: ListingFilter) => [nameSet(f.categories), nameSet(f.subcategories), ...narrowingKey(f)];

/** Either answer: the spec's whole list, or one page with the total. */
const listingResponseSchema = z.union([productListPageResponseSchema, productListResponseSchema]);

/**
 * Under the test runner every SQL-built answer is also parsed by its shared schema and must come out
 * unchanged (no missing, mistyped or extra field): the check a serialized answer gets, without its
 * cost in production.
 */
const checkAnswers = Boolean(process.env.VITEST);

function answer(json: ListingJson, paging: Paging | null): string {
  const text = paging
    ? `{"success":true,"data":${json.data},"total":${json.total},"page":${paging.page},"pageSize":${paging.pageSize}}`
    : `{"success":true,"data":${json.data}}`;
  if (checkAnswers) {
    const body = JSON.parse(text) as unknown;
    const parsed = (paging ? productListPageResponseSchema : productListResponseSchema).parse(body);
    if (JSON.stringify(parsed) !== JSON.stringify(body))
      throw new Error('listing JSON has fields the schema does not name');
  }
  return text;
}

export async function listingRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: ResponseCache }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' } as const;
  // Lists of products: any product's change may show in one, or move a product into or out of it.
  const send = (reply: FastifyReply, key: string, produce: () => Promise<string>) =>
    sendCached(reply, cache, key, [TAGS.products], produce);

  r.get(
    '/api/shop/products/get',
    {
      config: open,
      schema: { querystring: productsQuerySchema, response: replies({ 200: listingResponseSchema }) },
    },
    (req, reply) => {
      const filter = filterOf({ ...req.query, keyword: undefined });
      const sort = req.query.sortBy ?? LIMITS.defaultSort;
      const paging = listingPage(req.query);
      const key = JSON.stringify(['products', ...filterKey(filter), sort, pageKey(paging)]);
      return send(reply, key, async () => answer(await listingJson(db, filter, sort, paging), paging));
    },
  );

  r.get(
    '/api/shop/search/:keyword',
    {
      config: open,
      schema: {
        params: z.object({ keyword: z.string() }),
        querystring: searchQuerySchema,
        response: replies({ 200: listingResponseSchema }),
      },
    },
    (req, reply) => {
      // Search ignores letter case and the trade's spellings, so 'Silk' and 'silk', 'kanjeevaram' and
      // 'kanchipuram' are one answer and one cache entry.
      const keyword = searchKeyword(req.params.keyword);
      const narrowing = narrowingOf(req.query);
      const sort = req.query.sortBy ?? null;
      const paging = listingPage(req.query);
      const key = JSON.stringify(['search', keyword, ...narrowingKey(narrowing), sort, pageKey(paging)]);
      return send(reply, key, async () =>
        answer(await searchJson(db, keyword, narrowing, sort, paging), paging),
      );
    },
  );

  r.get(
    '/api/shop/products/facets',
    {
      config: open,
      schema: { querystring: facetsQuerySchema, response: replies({ 200: facetsResponseSchema }) },
    },
    (req, reply) => {
      const filter = filterOf(req.query);
      const keyword = req.query.keyword === undefined ? null : searchKeyword(req.query.keyword);
      const key = JSON.stringify(['facets', keyword, ...filterKey(filter)]);
      return send(reply, key, async () => {
        const text = `{"success":true,"data":${await facetsJson(db, filter, keyword)}}`;
        if (checkAnswers) facetsResponseSchema.parse(JSON.parse(text));
        return text;
      });
    },
  );
}
