import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listingPage,
  listingPageQuerySchema,
  parseSort,
  productListPageResponseSchema,
  productListResponseSchema,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { TAGS } from '../../lib/catalog-tags';
import { sendCached, type ResponseCache } from '../../lib/response-cache';
import { replies } from '../../lib/responses';
import { listingJson, searchJson, searchKeyword, type ListingJson, type Paging } from './listing-json';

// The shop's listing and search (spec §7, plus the optional paging of listing-page.ts in
// packages/shared). The database writes the answer's JSON (listing-json.ts); it is cached and sent as
// those bytes, with `x-cache: hit|miss` saying which.

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 50);
/**
 * The cache key of a listing. Names match case-insensitively, in any order, repeated or not, so every
 * spelling of the same filters shares one entry; parameters the route does not know never reach it.
 * The key is the JSON of the validated parameters: no name can pass for a separator (joined with `|`,
 * `?category=Silk&subcategory=X|` and `?category=Silk|X` once shared an entry).
 */
const nameSet = (names: string[]) => [...new Set(names.map((n) => n.toLowerCase()))].sort();
const pageKey = (paging: Paging | null) => (paging ? [paging.page, paging.pageSize] : null);

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
      schema: {
        querystring: listingPageQuerySchema.extend({
          category: z.string().max(2000).optional(),
          subcategory: z.string().max(2000).optional(),
          sortBy: z.string().max(40).optional(),
        }),
        response: replies({ 200: listingResponseSchema }),
      },
    },
    (req, reply) => {
      const filter = {
        categories: list(req.query.category),
        subcategories: list(req.query.subcategory),
        sort: parseSort(req.query.sortBy),
      };
      const paging = listingPage(req.query);
      const key = JSON.stringify([
        'products',
        nameSet(filter.categories),
        nameSet(filter.subcategories),
        filter.sort,
        pageKey(paging),
      ]);
      return send(reply, key, async () => answer(await listingJson(db, filter, paging), paging));
    },
  );

  r.get(
    '/api/shop/search/:keyword',
    {
      config: open,
      schema: {
        params: z.object({ keyword: z.string() }),
        querystring: listingPageQuerySchema,
        response: replies({ 200: listingResponseSchema }),
      },
    },
    (req, reply) => {
      // Search ignores letter case and the trade's spellings, so 'Silk' and 'silk', 'kanjeevaram' and
      // 'kanchipuram' are one answer and one cache entry.
      const keyword = searchKeyword(req.params.keyword);
      const paging = listingPage(req.query);
      return send(reply, JSON.stringify(['search', keyword, pageKey(paging)]), async () =>
        answer(await searchJson(db, keyword, paging), paging),
      );
    },
  );
}
