import { sql, type SQL } from 'drizzle-orm';
import { LISTING_PAGE, LIMITS, paiseToRupeesSql, type SortOption } from '@resham/shared';
import type { Db } from '../../db/client';

/**
 * The shop's listing and search, answered by the database as JSON text: PostgreSQL selects only the
 * columns a product answer carries (never the search text or vector), builds each `productSchema`
 * object (money in rupees, dates in ISO 8601, the legacy `image`) and the array in one statement, and
 * the server sends that text as it is: no rows to JavaScript objects, no per-row mapping, no
 * re-serialization. `toApiProduct` (product-mapper.ts) is the same mapping in TypeScript for single
 * products; the tests check both against the shared schema.
 */

/** One filtered product row (alias `p`, joined to `c` and `s`) as the API's product object. */
const productObject = sql.raw(`json_build_object(
  '_id', p.id, 'id', p.id, 'title', p.title, 'description', p.description,
  'category', c.name, 'subcategory', s.name, 'categoryId', p.category_id, 'subcategoryId', p.subcategory_id,
  'price', ${paiseToRupeesSql('p.price_paise')}, 'salePrice', ${paiseToRupeesSql('p.sale_price_paise')},
  'totalStock', p.total_stock, 'averageReview', round(p.average_review::numeric, 1)::float8,
  'reviewCount', p.review_count, 'youtubeLink', p.youtube_link, 'images', p.images,
  'image', coalesce(p.images[1], ''),
  'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`);

/** The columns of `productObject` (plus the sort keys), as the inner, filtered and paged select takes them. */
const COLUMNS = sql.raw(`p.id, p.title, p.description, p.category_id, p.subcategory_id, p.price_paise,
  p.sale_price_paise, p.effective_price_paise, p.total_stock, p.average_review, p.review_count,
  p.youtube_link, p.images, p.created_at`);

/**
 * Each sort with a unique tie-break (id), so pages never overlap or skip; each has an index of the
 * same columns and directions over live products (migration listing_sort_indexes).
 */
const ORDER: Record<SortOption, string> = {
  'price-lowtohigh': 'p.effective_price_paise asc, p.title asc, p.id asc',
  'price-hightolow': 'p.effective_price_paise desc nulls last, p.title asc, p.id asc',
  'title-atoz': 'lower(p.title) asc, p.id asc',
  'title-ztoa': 'lower(p.title) desc, p.id asc',
};

export interface Paging {
  page: number;
  pageSize: number;
}

export interface ListingJson {
  /** The JSON text of the products array. */
  data: string;
  /** Every matching product, when a page was asked for. */
  total?: number;
}

/**
 * `select` of the array of `rows` (a subquery yielding `p`-columns and `rank` when searching), in
 * `order`, joined to the category and subcategory names after the page is cut, with the total of
 * `counted` when paged.
 */
async function run(db: Db, rows: SQL, order: string, counted: SQL | null): Promise<ListingJson> {
  const query = sql`select coalesce((
      select json_agg(${productObject} order by ${sql.raw(order)})
      from (${rows}) p
      join categories c on c.id = p.category_id
      left join subcategories s on s.id = p.subcategory_id
    ), '[]')::text as data${counted ? sql`, (${counted})::int as total` : sql``}`;
  const result = (await db.execute(query)) as unknown as { rows: { data: string; total?: number }[] };
  const row = result.rows[0]!;
  return counted ? { data: row.data, total: Number(row.total) } : { data: row.data };
}

const limitOffset = (paging: Paging | null) =>
  paging ? sql` limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}` : sql``;

/**
 * Live products of any of `categories` (names, case-insensitively) and any of `subcategories`, in
 * `sort` order: every one, or one page with the total.
 */
export function listingJson(
  db: Db,
  filter: { categories: string[]; subcategories: string[]; sort: SortOption },
  paging: Paging | null,
): Promise<ListingJson> {
  const lower = (names: string[]) =>
    sql.join(
      names.map((n) => sql`${n.toLowerCase()}`),
      sql`, `,
    );
  const categories = filter.categories.length
    ? sql`select id from categories where lower(name) in (${lower(filter.categories)})`
    : null;
  const subcategories = filter.subcategories.length
    ? sql`p.subcategory_id = any(array(select id from subcategories where lower(name) in (${lower(filter.subcategories)})))`
    : sql`true`;
  const order = ORDER[filter.sort];
  const live = sql`p.deleted_at is null and ${subcategories}`;
  // Without a category: the sort's own index, read in order. With categories: each category's first
  // rows from its (category, sort) index, merged and cut. A page then reads at most page × size rows
  // per category, where walking the whole catalogue's order and filtering took 5–15 ms on 5,000
  // products when a small category sorted last (the planner cannot know how many rows the names
  // select). Names resolve to ids through the unique index on lower(name).
  const rows = categories
    ? sql`select p.* from (${categories}) chosen cross join lateral (
        select ${COLUMNS} from products p where p.category_id = chosen.id and ${live}
        order by ${sql.raw(order)}${paging ? sql` limit ${paging.page * paging.pageSize}` : sql``}
      ) p order by ${sql.raw(order)}${limitOffset(paging)}`
    : sql`select ${COLUMNS} from products p where ${live} order by ${sql.raw(order)}${limitOffset(paging)}`;
  const counted = paging
    ? sql`select count(*) from products p where ${live}${
        categories ? sql` and p.category_id = any(array(${categories}))` : sql``
      }`
    : null;
  return run(db, rows, order, counted);
}

/**
 * Ranked full-text search over title, description, category and subcategory. When the words match
 * nothing, each word is taken for a misspelling and replaced by the title words most like it
 * (trigram similarity against the vocabulary of titles, search_words: a few hundred short words, so
 * it stays cheap at any catalogue size), and the full-text search runs again with those. Comparing
 * the keyword with every title instead cost 26 ms of a 32 ms search on 5,000 products, and 140 ms
 * for a misspelling that matched a thousand of them. A title that holds the keyword as typed ranks
 * above one whose description does. The keyword is only ever a bound parameter.
 * Unpaged: the best LISTING_PAGE.searchUnpagedMax; paged: that page of every match, with their number.
 */
export async function searchJson(db: Db, keyword: string, paging: Paging | null): Promise<ListingJson> {
  const kw = keyword.trim().slice(0, 100).toLowerCase();
  const none = paging ? { data: '[]', total: 0 } : { data: '[]' };
  if (kw.length < LIMITS.searchMinChars) return none;
  const query = sql`websearch_to_tsquery('english', ${kw})`;
  const found = await ranked(
    db,
    sql`p.search_vector @@ ${query}`,
    sql`ts_rank(p.search_vector, ${query}) * 2 + (strpos(lower(p.title), ${kw}) > 0)::int`,
    paging,
  );
  if (paging ? found.total! > 0 : found.data !== '[]') return found;
  const corrected = await correctedQuery(db, kw);
  if (!corrected) return none;
  const fuzzy = sql`to_tsquery('english', ${corrected})`;
  return ranked(db, sql`p.search_vector @@ ${fuzzy}`, sql`ts_rank(p.search_vector, ${fuzzy})`, paging);
}

/**
 * `keyword` as a tsquery text where every word (3+ letters) is replaced by up to three title words
 * like it, e.g. 'kanchipurm silk' → '(kanchipuram) & (silk | silks)'. It holds only vocabulary words
 * (letters) and the operators written here, so to_tsquery never sees a character the shopper typed;
 * null when no word is like any title word.
 */
async function correctedQuery(db: Db, keyword: string): Promise<string | null> {
  const result = (await db.execute(sql`
    select string_agg('(' || alternatives || ')', ' & ' order by ord) as query from (
      select t.ord, string_agg(v.word, ' | ') as alternatives
      from regexp_split_to_table(${keyword}, '[^[:alpha:]]+') with ordinality as t(w, ord)
      cross join lateral (
        select word from search_words where word % t.w order by word <-> t.w, word limit 3
      ) v
      where length(t.w) >= 3
      group by t.ord
    ) x`)) as unknown as { rows: { query: string | null }[] };
  return result.rows[0]?.query ?? null;
}

/** Live products where `match`, best `rank` first (then by title): a page with the total, or the best. */
function ranked(db: Db, match: SQL, rank: SQL, paging: Paging | null): Promise<ListingJson> {
  const matches = sql`from products p where p.deleted_at is null and ${match}`;
  const rows = sql`select ${COLUMNS}, ${rank} as rank ${matches}
    order by rank desc, p.title asc, p.id asc${limitOffset(
      paging ?? { page: 1, pageSize: LISTING_PAGE.searchUnpagedMax },
    )}`;
  return run(db, rows, 'p.rank desc, p.title asc, p.id asc', paging ? sql`select count(*) ${matches}` : null);
}
