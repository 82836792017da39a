import { sql, type SQL } from 'drizzle-orm';
import { applySearchSynonyms, LISTING_PAGE, LIMITS, type SortOption } from '@resham/shared';
import type { Db } from '../../db/client';
import { runStatement } from '../../db/statements';
import { LISTED_P } from './listed';

/**
 * The shop's listing and search, answered by the database as JSON text. Each product's answer object
 * is kept by the database in `products.card_json` (written on every change of the product and on a
 * rename of its category; migration product_cards), so a listing selects the ids and sort keys it
 * orders by, joins those prepared texts into one array and the server sends that text as it is: no
 * object built per request, no rows to JavaScript objects, no re-serialization. `toApiProduct`
 * (product-mapper.ts) is the same mapping for single products; the tests check both against the
 * shared schema.
 */

/**
 * What the inner, filtered and paged select takes of each product: its id and the sort keys. The
 * cards are fetched by id for the page alone, once it is cut: carried through the merge of several
 * categories (or the ranking of every search match), each ~900-byte card was copied into the sort,
 * and a 5,000-product page 5 of three categories sorted 720 of them for 48 (2.8 → 0.5 ms). By id,
 * not by row address: a TID scan asks the relation's size on every row, a system call, and on the
 * embedded database a file-system call through JavaScript (PGlite: 14% of the server's time).
 */
const COLUMNS = sql.raw(`p.id, p.title, p.title_key, p.effective_price_paise`);

/**
 * Each sort with a unique tie-break (id), so pages never overlap or skip; each has an index of the
 * same columns and directions over live products (migration listing_sort_indexes).
 */
const ORDER: Record<SortOption, string> = {
  'price-lowtohigh': 'p.effective_price_paise asc, p.title asc, p.id asc',
  'price-hightolow': 'p.effective_price_paise desc nulls last, p.title asc, p.id asc',
  'title-atoz': 'p.title_key asc, p.id asc',
  'title-ztoa': 'p.title_key desc nulls last, p.id asc',
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
 * `select` of the array of the cards of `rows` (a subquery yielding COLUMNS, and `rank` when
 * searching), in `order`, with the total of `counted` when paged; `withClause` names what both use.
 * The page's rows are numbered in their order (they arrive in it: no sort) and the cards joined in that
 * number's order: ordering the aggregate by the sort keys themselves sorted the page again, by two or
 * three keys (0.47 → 0.22 ms for a page of 24). The statement's text is built once per `shape` (see
 * runStatement); `values` fill its placeholders.
 */
async function run(
  db: Db,
  shape: string,
  values: Record<string, unknown>,
  paged: boolean,
  build: () => { rows: SQL; order: string; counted: SQL | null; withClause?: SQL },
): Promise<ListingJson> {
  const row = await runStatement<{ data: string; total?: number }>(db, shape, values, () => {
    const { rows, order, counted, withClause = sql`` } = build();
    return sql`${withClause}select (
      select '[' || coalesce(string_agg(card.card_json, ',' order by ranked.position), '') || ']'
      from (select p.*, row_number() over (order by ${sql.raw(order)}) as position from (${rows}) p) ranked
      join products card on card.id = ranked.id
    ) as data${counted ? sql`, (${counted})::int as total` : sql``}`;
  });
  return paged ? { data: row.data, total: Number(row.total) } : { data: row.data };
}

/** Pages up to this one have their row counts written into the statement (see `rowCount`). */
const WRITTEN_PAGES = 10;

/**
 * A row count for LIMIT or OFFSET: written into the statement as a number on the first pages, a
 * placeholder (a bound parameter) past them. PostgreSQL's generic plan for a bound LIMIT assumes a
 * tenth of the table, so it never costs less than a fresh plan and every request was planned again
 * (pg_prepared_statements: custom plans only), which on PGlite cost more than running the query. Page
 * sizes are 1–48 and only the first pages are written, so a kind of query has a few texts, not one
 * per page. The value is a validated whole number (listingPage), checked again here: nothing else is
 * ever written. Returns its part of the statement's shape beside it.
 */
function rowCount(name: string, count: number, page: number, values: Record<string, unknown>): [SQL, string] {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`not a row count: ${count}`);
  if (page <= WRITTEN_PAGES) return [sql.raw(String(count)), String(count)];
  values[name] = count;
  return [sql`${sql.placeholder(name)}`, '$'];
}

/** LIMIT and OFFSET of `paging` (none without), with their part of the shape. */
function limitOffset(paging: Paging | null, values: Record<string, unknown>): [SQL, string] {
  if (!paging) return [sql``, 'all'];
  const [limit, limitShape] = rowCount('limit', paging.pageSize, 1, values);
  const [offset, offsetShape] = rowCount('offset', (paging.page - 1) * paging.pageSize, paging.page, values);
  return [sql` limit ${limit} offset ${offset}`, `${limitShape}+${offsetShape}`];
}

/** Placeholders for `names` (lower-cased, each once), their values put in `values` under `prefix`. */
function namePlaceholders(prefix: string, names: string[], values: Record<string, unknown>): SQL[] {
  return [...new Set(names.map((n) => n.toLowerCase()))].map((name, i) => {
    values[`${prefix}${i}`] = name;
    return sql`${sql.placeholder(`${prefix}${i}`)}`;
  });
}

/**
 * Live products of any of `categories` (names, case-insensitively) and any of `subcategories`, in
 * `sort` order: every one, or one page with the total.
 */
export function listingJson(
  db: Db,
  filter: { categories: string[]; subcategories: string[]; sort: SortOption },
  paging: Paging | null,
): Promise<ListingJson> {
  const values: Record<string, unknown> = {};
  const categoryNames = namePlaceholders('c', filter.categories, values);
  const subcategoryNames = namePlaceholders('s', filter.subcategories, values);
  const [pageLimit, pageShape] = limitOffset(paging, values);
  const [perCategory, perCategoryShape] = paging
    ? rowCount('perCategory', paging.page * paging.pageSize, paging.page, values)
    : [sql``, 'all'];
  const shape = `listing:${categoryNames.length}:${subcategoryNames.length}:${filter.sort}:${pageShape}:${perCategoryShape}`;
  return run(db, shape, values, paging !== null, () => {
    const categories = categoryNames.length
      ? sql`select id from categories where lower(name) in (${sql.join(categoryNames, sql`, `)})`
      : null;
    const subcategoryIds = subcategoryNames.length
      ? sql`any(array(select id from subcategories where lower(name) in (${sql.join(subcategoryNames, sql`, `)})))`
      : null;
    const subcategories = subcategoryIds ? sql`p.subcategory_id = ${subcategoryIds}` : sql`true`;
    const order = ORDER[filter.sort];
    const live = sql`${LISTED_P} and ${subcategories}`;
    // Without a category: the sort's own index, read in order. With categories: each category's first
    // rows from its (category, sort) index, merged and cut. A page then reads at most page × size rows
    // per category, where walking the whole catalogue's order and filtering took 5–15 ms on 5,000
    // products when a small category sorted last (the planner cannot know how many rows the names
    // select). Names resolve to ids through the unique index on lower(name).
    const rows = categories
      ? sql`select p.* from (${categories}) chosen cross join lateral (
          select ${COLUMNS} from products p where p.category_id = chosen.id and ${live}
          order by ${sql.raw(order)}${paging ? sql` limit ${perCategory}` : sql``}
        ) p order by ${sql.raw(order)}${pageLimit}`
      : sql`select ${COLUMNS} from products p where ${live} order by ${sql.raw(order)}${pageLimit}`;
    // The total from the kept counts (migration listing_counts): a few rows, not every match.
    const counted = paging
      ? sql`select coalesce(sum(c.live), 0) from product_counts c where ${
          subcategoryIds ? sql`c.subcategory_id = ${subcategoryIds}` : sql`true`
        }${categories ? sql` and c.category_id = any(array(${categories}))` : sql``}`
      : null;
    return { rows, order, counted };
  });
}

/** A keyword as the search takes it (searchKeyword): what the response cache keys it by, too. */
export type SearchKeyword = string & { readonly searchKeyword: unique symbol };

/**
 * What a shopper typed, as the search looks for it: trimmed, at most 100 characters, in lower case and
 * in the catalogue's spellings ('kanjeevaram' → 'kanchipuram'), so two spellings are one search.
 */
export const searchKeyword = (typed: string) =>
  applySearchSynonyms(typed.trim().slice(0, 100)) as SearchKeyword;

/**
 * Ranked full-text search over title, description, category and subcategory. First every word of the
 * keyword the trade spells its own way is replaced by the catalogue's spelling (SEARCH_SYNONYMS in
 * packages/shared: 'kanjeevaram' → 'kanchipuram', 'sari' → 'saree'), and the statement searches for
 * the words so spelt. When the words match nothing,
 * each word is taken for a misspelling and replaced by the title words most like it (trigram
 * similarity against the vocabulary of titles, search_words: a few hundred short words, so it stays cheap at any catalogue size), and the full-text search runs with those instead. Comparing
 * the keyword with every title instead cost 26 ms of a 32 ms search on 5,000 products, and 140 ms
 * for a misspelling that matched a thousand of them. A title that holds the keyword as typed ranks
 * above one whose description does. One statement: the choice of query is made once, in the
 * database. The keyword is only ever a bound parameter.
 * Unpaged: the best LISTING_PAGE.searchUnpagedMax; paged: that page of every match, with their number.
 */
export async function searchJson(db: Db, kw: SearchKeyword, paging: Paging | null): Promise<ListingJson> {
  if (kw.length < LIMITS.searchMinChars) return paging ? { data: '[]', total: 0 } : { data: '[]' };
  const values: Record<string, unknown> = { kw };
  const [pageLimit, pageShape] = limitOffset(
    paging ?? { page: 1, pageSize: LISTING_PAGE.searchUnpagedMax },
    values,
  );
  return run(db, `search:${paging ? 'paged' : 'top'}:${pageShape}`, values, paging !== null, () => {
    const typed = sql`websearch_to_tsquery('english', ${sql.placeholder('kw')})`;
    const withClause = sql`with search as materialized (
        select case when exists (select from products p where ${LISTED_P} and p.search_vector @@ ${typed})
          then ${typed} else to_tsquery('english', coalesce(${corrected(sql`${sql.placeholder('kw')}`)}, '')) end as query
      ) `;
    const matches = sql`from products p, search where ${LISTED_P} and p.search_vector @@ search.query`;
    const rows = sql`select ${COLUMNS},
        ts_rank(p.search_vector, search.query) * 2 + (strpos(p.title_key, ${sql.placeholder('kw')}) > 0)::int as rank
      ${matches} order by rank desc, p.title asc, p.id asc${pageLimit}`;
    const order = 'p.rank desc, p.title asc, p.id asc';
    return { rows, order, counted: paging ? sql`select count(*) ${matches}` : null, withClause };
  });
}

/**
 * `keyword` as a tsquery text where every word (3+ letters) is replaced by up to three title words
 * like it, e.g. 'kanchipurm silk' → '(kanchipuram) & (silk | silks)'. It holds only vocabulary words
 * (letters) and the operators written here, so to_tsquery never sees a character the shopper typed;
 * null when no word is like any title word (then nothing matches).
 */
const corrected = (keyword: SQL) => sql`(
    select string_agg('(' || alternatives || ')', ' & ' order by ord) from (
      select t.ord, string_agg(v.word, ' | ') as alternatives
      from regexp_split_to_table(${keyword}, '[^[:alpha:]]+') with ordinality as t(w, ord)
      cross join lateral (
        select word from search_words where word % t.w order by word <-> t.w, word limit 3
      ) v
      where length(t.w) >= 3
      group by t.ord
    ) x)`;
