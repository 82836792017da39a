// The query of the shop's listing, search and facets (issue 36): collections, a saree's details,
// price (GST included, as shoppers read it) and sort. Bad values are a 400 that names the parameter.
import { z } from './zod';
import { listingPageQuerySchema } from './catalog';
import { SORT_OPTIONS, type SortOption } from './limits';
import { hasUnsafeCharacters } from './plain-text';
import { OCCASIONS, type Occasion } from './saree-detail-words';
import {
  FACET_NAMES,
  isRupeeAmount,
  LISTING_FILTER_LIMITS as L,
  LISTING_FILTER_MESSAGES as M,
  type DetailFilter,
  type FacetName,
} from './listing-filter-words';

/** 'a, b,,a' → ['a', 'b', 'a']: trimmed, blanks dropped (names match case-insensitively later). */
export const commaValues = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const detailList = (name: string) =>
  z
    .string({ error: M.list(name) })
    .optional()
    .transform(commaValues)
    .refine(
      (values) =>
        values.length <= L.valuesMax &&
        values.every((value) => value.length <= L.valueMax && !hasUnsafeCharacters(value)),
      M.list(name),
    );

const occasionList = z
  .string({ error: M.occasion })
  .optional()
  .transform((v) => commaValues(v).map((value) => value.toLowerCase()))
  .refine((values) => values.every((value) => (OCCASIONS as readonly string[]).includes(value)), M.occasion)
  .transform((values) => [...new Set(values)] as Occasion[]);

/** Rupees to the paisa, 0 to the limit; blank is none (a form without JavaScript sends it empty). */
const rupeeBound = (name: string) =>
  z
    .string({ error: M.price(name) })
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || isRupeeAmount(v), M.price(name))
    .transform((v) => (v === undefined ? null : Number(v)));

export const SORT_MESSAGE = `sortBy must be one of: ${SORT_OPTIONS.map((o) => o.id).join(', ')}`;
const sortIds = SORT_OPTIONS.map((o) => o.id) as [SortOption, ...SortOption[]];
/** A named sort; blank or absent is none. */
const sortBy = z
  .string({ error: SORT_MESSAGE })
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))
  .pipe(z.enum(sortIds, { error: SORT_MESSAGE }).optional());

const filterFields = {
  fabric: detailList('fabric'),
  colour: detailList('colour'),
  weave: detailList('weave'),
  occasion: occasionList,
  priceMin: rupeeBound('priceMin'),
  priceMax: rupeeBound('priceMax'),
};
const collectionFields = {
  category: z.string().max(2000).optional().transform(commaValues),
  subcategory: z.string().max(2000).optional().transform(commaValues),
};

const priceInOrder = (q: { priceMin: number | null; priceMax: number | null }, ctx: z.RefinementCtx) => {
  if (q.priceMin !== null && q.priceMax !== null && q.priceMin > q.priceMax)
    ctx.addIssue({ code: 'custom', path: ['priceMin'], message: M.priceOrder });
};

/** GET /api/shop/products/get: collections, details, price, sort (newest when none), paging. */
export const productsQuerySchema = listingPageQuerySchema
  .extend({ ...collectionFields, ...filterFields, sortBy })
  .superRefine(priceInOrder);

/** GET /api/shop/search/:keyword: details, price and sort (none: best match first), paging. */
export const searchQuerySchema = listingPageQuerySchema
  .extend({ ...filterFields, sortBy })
  .superRefine(priceInOrder);

/** GET /api/shop/products/facets: the listing's filters, or a search's (`keyword`). */
export const facetsQuerySchema = z
  .object({ ...collectionFields, ...filterFields, keyword: z.string().max(200).optional() })
  .superRefine(priceInOrder);

export type ListingFilterQuery = z.output<typeof facetsQuerySchema>;

/** The detail filters of a validated query. */
export const detailFilterOf = (q: ListingFilterQuery | z.output<typeof searchQuerySchema>): DetailFilter =>
  Object.fromEntries(FACET_NAMES.map((name) => [name, q[name]])) as DetailFilter;

const facetCounts = z.array(z.object({ value: z.string(), count: z.number().int().min(1) }));
export const facetsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object(
    Object.fromEntries(FACET_NAMES.map((name) => [name, facetCounts])) as Record<
      FacetName,
      typeof facetCounts
    >,
  ),
});
