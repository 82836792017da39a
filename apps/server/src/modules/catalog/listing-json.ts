import { sql, type SQL } from 'drizzle-orm';
import {
  applySearchSynonyms,
  FACET_NAMES,
  LISTING_PAGE,
  LIMITS,
  type DetailFilter,
  type FacetName,
  type SortOption,
} from '@resham/shared';
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
const columns = (sort: SortOption | null) =>
  sql.raw(
    `p.id, p.title, p.title_key, p.effective_price_paise, p.created_at${sort === 'popular' ? ', p.sold' : ''}`,
  );

/**
 * Units sold in the last 30 days (IST), per product: the dashboard's kept daily totals (migration
 * dashboard_totals, paid orders, refunds taken back out), a few rows a day, read by their day.
 */
const RECENTLY = `day > (now() at time zone 'Asia/Kolkata')::date - 30`;
const RECENT_SALES = sql.raw(`(select product_id, sum(units)::int as units from sales_product_days
  where ${RECENTLY} group by product_id)`);

/** The products a sort reads, as `p`: with `sold` for the popular sort. */
const source = (sort: SortOption | null) =>
  sort === 'popular'
    ? sql`(select p.*, coalesce(s.units, 0) as sold from products p left join ${RECENT_SALES} s on s.product_id = p.id) p`
    : sql.raw('products p');

/**
 * Each sort with a unique tie-break (id), so pages never overlap or skip; each but popular has an
 * index of the same columns and directions over live products (migrations listing_sort_indexes and
 * listing_filters). Popular orders by what sold lately, which no index can keep: the products that
 * matched are sorted (a top-N sort when paged).
 */
const ORDER: Record<SortOption, string> = {
  newest: 'p.created_at desc nulls last, p.id desc nulls last',
  popular: 'p.sold desc, p.created_at desc nulls last, p.id desc nulls last',
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
 * `select` of the array of the cards of `rows` (a subquery yielding `columns`, and `rank` when
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

/** What a listing or search is narrowed to besides collections (issue 36). */
export interface Narrowing {
  details: DetailFilter;
  /** Base prices (before tax) bounding the shopper's price range (baseRangeForShopperRange). */
  price: { minBase: number | null; maxBase: number | null };
}
export interface ListingFilter extends Narrowing {
  categories: string[];
  subcategories: string[];
}

export const NO_NARROWING: Narrowing = {
  details: { fabric: [], colour: [], weave: [], occasion: [] },
  price: { minBase: null, maxBase: null },
};

/**
 * Each chosen detail's condition (absent: none chosen), matching its values case-insensitively (their
 * lower() indexes), or any of the chosen occasions; every value a placeholder put in `values`.
 */
function detailConditions(
  narrowing: Narrowing,
  values: Record<string, unknown>,
): Partial<Record<FacetName, SQL>> {
  const out: Partial<Record<FacetName, SQL>> = {};
  for (const name of FACET_NAMES) {
    const chosen = namePlaceholders(`${name}_`, narrowing.details[name], values);
    if (!chosen.length) continue;
    out[name] =
      name === 'occasion'
        ? sql`p.occasion && array[${sql.join(chosen, sql`, `)}]::text[]`
        : sql`lower(p.${sql.raw(name)}) in (${sql.join(chosen, sql`, `)})`;
  }
  return out;
}

/** The price bounds' conditions (base prices, placeholders put in `values`). */
function priceConditions(narrowing: Narrowing, values: Record<string, unknown>): SQL[] {
  const out: SQL[] = [];
  if (narrowing.price.minBase !== null) {
    values.minBase = narrowing.price.minBase;
    out.push(sql`p.effective_price_paise >= ${sql.placeholder('minBase')}`);
  }
  if (narrowing.price.maxBase !== null) {
    values.maxBase = narrowing.price.maxBase;
    out.push(sql`p.effective_price_paise <= ${sql.placeholder('maxBase')}`);
  }
  return out;
}

/** What a narrowing's statement text depends on: how many values of each detail, which bounds. */
const narrowingShape = (n: Narrowing) =>
  [
    ...FACET_NAMES.map((name) => new Set(n.details[name].map((v) => v.toLowerCase())).size),
    n.price.minBase === null ? '-' : '>',
    n.price.maxBase === null ? '-' : '<',
  ].join(',');

/** `and …` for the details and price of `narrowing`, with its part of the shape. */
function narrowed(narrowing: Narrowing, values: Record<string, unknown>): [SQL, string] {
  const parts = [
    ...Object.values(detailConditions(narrowing, values)),
    ...priceConditions(narrowing, values),
  ];
  return [parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``, narrowingShape(narrowing)];
}

const isNarrowed = (n: Narrowing) =>
  FACET_NAMES.some((name) => n.details[name].length) || n.price.minBase !== null || n.price.maxBase !== null;

/** The chosen collections' ids (names, case-insensitively, through the unique index on lower(name)). */
function collections(filter: ListingFilter, values: Record<string, unknown>) {
  const categoryNames = namePlaceholders('c', filter.categories, values);
  const subcategoryNames = namePlaceholders('s', filter.subcategories, values);
  const categories = categoryNames.length
    ? sql`select id from categories where lower(name) in (${sql.join(categoryNames, sql`, `)})`
    : null;
  const subcategoryIds = subcategoryNames.length
    ? sql`any(array(select id from subcategories where lower(name) in (${sql.join(subcategoryNames, sql`, `)})))`
    : null;
  return { categories, subcategoryIds, shape: `${categoryNames.length}:${subcategoryNames.length}` };
}

/**
 * Live products of any of `categories` (names, case-insensitively) and any of `subcategories`,
 * narrowed by details and price, in `sort` order: every one, or one page with the total.
 */
export function listingJson(
  db: Db,
  filter: ListingFilter,
  sort: SortOption,
  paging: Paging | null,
): Promise<ListingJson> {
  const values: Record<string, unknown> = {};
  const { categories, subcategoryIds, shape: collectionShape } = collections(filter, values);
  const [narrowing, narrowingShape] = narrowed(filter, values);
  const [pageLimit, pageShape] = limitOffset(paging, values);
  const [perCategory, perCategoryShape] = paging
    ? rowCount('perCategory', paging.page * paging.pageSize, paging.page, values)
    : [sql``, 'all'];
  const shape = `listing:${collectionShape}:${narrowingShape}:${sort}:${pageShape}:${perCategoryShape}`;
  return run(db, shape, values, paging !== null, () => {
    const subcategories = subcategoryIds ? sql`p.subcategory_id = ${subcategoryIds}` : sql`true`;
    const order = ORDER[sort];
    const live = sql`${LISTED_P} and ${subcategories}${narrowing}`;
    const firstRows = paging ? sql` limit ${perCategory}` : sql``;
    const sorted = (where: SQL, limit: SQL) =>
      sort === 'popular'
        ? popularRows(where, firstRows, limit)
        : sql`select ${columns(sort)} from products p where ${where} order by ${sql.raw(order)}${limit}`;
    // Without a category: the sort's own index, read in order. With categories: each category's first
    // rows from its (category, sort) index, merged and cut. A page then reads at most page × size rows
    // per category, where walking the whole catalogue's order and filtering took 5–15 ms on 5,000
    // products when a small category sorted last (the planner cannot know how many rows the names
    // select).
    const rows = categories
      ? sql`select p.* from (${categories}) chosen cross join lateral (
          ${sorted(sql`p.category_id = chosen.id and ${live}`, firstRows)}
        ) p order by ${sql.raw(order)}${pageLimit}`
      : sorted(live, pageLimit);
    // The total: from the kept counts (migration listing_counts), a few rows, when only collections
    // are chosen; counted among the matches when details or price narrow them.
    const inCategories = categories ? sql` and p.category_id = any(array(${categories}))` : sql``;
    const counted = !paging
      ? null
      : isNarrowed(filter)
        ? sql`select count(*) from products p where ${live}${inCategories}`
        : sql`select coalesce(sum(c.live), 0) from product_counts c where ${
            subcategoryIds ? sql`c.subcategory_id = ${subcategoryIds}` : sql`true`
          }${categories ? sql` and c.category_id = any(array(${categories}))` : sql``}`;
    return { rows, order, counted, withClause: sort === 'popular' ? sql`with ${RECENT} ` : undefined };
  });
}

/** RECENT_SALES once per statement, as `recent`. */
const RECENT = sql`recent as materialized ${RECENT_SALES}`;

/**
 * The products `where` selects in the popular order, cut by `limit`: the first rows (`firstRows`: as
 * many as the page needs) of those sold lately (a few hundred rows of `recent`, sorted) and of the rest
 * newest first (read in order from the newest index, each checked against the sales by its own index,
 * so only as far as the page needs), then those few sorted together. Sorting every product by its
 * sales, read from a join of all of them, cost ~5 ms a page on 5,000 (the planner will not merge the
 * two parts in order by itself: one part's sales are a constant).
 */
const popularRows = (where: SQL, firstRows: SQL, limit: SQL) => sql`select p.* from (
    (select ${columns('newest')}, r.units as sold from recent r join products p on p.id = r.product_id
      where ${where} order by r.units desc, ${sql.raw(ORDER.newest)}${firstRows})
    union all
    (select ${columns('newest')}, 0 as sold from products p where ${where} and not exists (
        select from sales_product_days d where d.product_id = p.id and d.${sql.raw(RECENTLY)}
      ) order by ${sql.raw(ORDER.newest)}${firstRows})
  ) p order by ${sql.raw(ORDER.popular)}${limit}`;

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
export async function searchJson(
  db: Db,
  kw: SearchKeyword,
  narrowing: Narrowing,
  sort: SortOption | null,
  paging: Paging | null,
): Promise<ListingJson> {
  if (kw.length < LIMITS.searchMinChars) return paging ? { data: '[]', total: 0 } : { data: '[]' };
  const values: Record<string, unknown> = { kw };
  const [pageLimit, pageShape] = limitOffset(
    paging ?? { page: 1, pageSize: LISTING_PAGE.searchUnpagedMax },
    values,
  );
  const [narrowingSql, narrowingShape] = narrowed(narrowing, values);
  const shape = `search:${paging ? 'paged' : 'top'}:${pageShape}:${narrowingShape}:${sort ?? 'rank'}`;
  return run(db, shape, values, paging !== null, () => {
    const matches = sql`from ${source(sort)}, search where ${LISTED_P} and p.search_vector @@ search.query${narrowingSql}`;
    // Best match first unless a sort is asked for.
    const order = sort ? ORDER[sort] : 'p.rank desc, p.title asc, p.id asc';
    const rows = sql`select ${columns(sort)},
        ts_rank(p.search_vector, search.query) * 2 + (strpos(p.title_key, ${sql.placeholder('kw')}) > 0)::int as rank
      ${matches} order by ${sql.raw(sort ? order : 'rank desc, p.title asc, p.id asc')}${pageLimit}`;
    return {
      rows,
      order,
      counted: paging ? sql`select count(*) ${matches}` : null,
      withClause: searchClause(),
    };
  });
}

/**
 * `with search`: the tsquery of the keyword (placeholder `kw`) as typed, or, when it matches no listed
 * product, as corrected (see searchJson).
 */
function searchClause(): SQL {
  const typed = sql`websearch_to_tsquery('english', ${sql.placeholder('kw')})`;
  return sql`with search as materialized (
      select case when exists (select from products p where ${LISTED_P} and p.search_vector @@ ${typed})
        then ${typed} else to_tsquery('english', coalesce(${corrected(sql`${sql.placeholder('kw')}`)}, '')) end as query
    ) `;
}

/** Values a facet answers at most (the commonest). */
const FACET_VALUES_MAX = 50;

/**
 * The facets of a listing (`kw` null) or of a search (issue 36): for fabric, colour, weave and occasion,
 * each value the matching products hold, with how many hold it, commonest first. Each facet counts the
 * products matching every filter but its own, so choosing "Silk" still shows how many are cotton.
 * Values are grouped without regard to case and answered as the catalogue spells them. JSON text.
 *
 * One pass over the products of the collections, price and keyword: each row carries its four details
 * and whether it meets each chosen detail, and each facet counts the rows meeting the others (four
 * scans, one per facet, cost 4×). A listing's rows are the narrow copies of product_facets: the
 * products' own rows carry their cards, and reading all of them cost ~11 ms on 5,000 (PGlite).
 */
export async function facetsJson(db: Db, filter: ListingFilter, kw: SearchKeyword | null): Promise<string> {
  if (kw !== null && kw.length < LIMITS.searchMinChars)
    return JSON.stringify(Object.fromEntries(FACET_NAMES.map((name) => [name, []])));
  const values: Record<string, unknown> = kw === null ? {} : { kw };
  const { categories, subcategoryIds, shape: collectionShape } = collections(filter, values);
  const meets = detailConditions(filter, values);
  const price = priceConditions(filter, values);
  const shape = `facets:${collectionShape}:${narrowingShape(filter)}:${kw === null ? 'listing' : 'search'}`;
  const row = await runStatement<{ data: string }>(db, shape, values, () => {
    // A listing's from the facets' narrow copy of the listed products; a search's from the matches.
    const conditions = [
      ...(kw === null ? [] : [LISTED_P, sql`p.search_vector @@ search.query`]),
      ...(categories ? [sql`p.category_id = any(array(${categories}))`] : []),
      ...(subcategoryIds ? [sql`p.subcategory_id = ${subcategoryIds}`] : []),
      ...price,
    ];
    const flags = FACET_NAMES.map(
      (name) => sql`, ${meets[name] ?? sql`true`} as ${sql.raw(`meets_${name}`)}`,
    );
    const matching = sql`matching as materialized (
        select p.fabric, p.colour, p.weave, p.occasion${sql.join(flags, sql``)}
        from ${kw === null ? sql`product_facets p` : sql`products p, search`}
        ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
      )`;
    const counts = (name: FacetName) => {
      const others = sql.raw(
        FACET_NAMES.filter((other) => other !== name)
          .map((other) => `m.meets_${other}`)
          .join(' and '),
      );
      const grouped =
        name === 'occasion'
          ? sql`select o as value, count(*)::int as count
              from matching m cross join lateral unnest(m.occasion) o where ${others} group by o`
          : sql`select min(m.${sql.raw(name)}) as value, count(*)::int as count from matching m
              where m.${sql.raw(name)} is not null and ${others} group by lower(m.${sql.raw(name)})`;
      return sql`${sql.raw(`'${name}'`)}, (select coalesce(json_agg(json_build_object('value', x.value, 'count', x.count)
          order by x.count desc, x.value), '[]'::json)
        from (${grouped} order by count desc, value limit ${sql.raw(String(FACET_VALUES_MAX))}) x)`;
    };
    const search = kw === null ? sql`with ` : sql`${searchClause()}, `;
    return sql`${search}${matching} select json_build_object(${sql.join(FACET_NAMES.map(counts), sql`, `)})::text as data`;
  });
  return row.data;
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
