import { sql } from 'drizzle-orm';
import type { Product } from '@resham/shared';
import type { Db } from '../../db/client';
import { LISTED_P } from './listed';

/** At most this many similar products (issue 36). */
export const SIMILAR_LIMIT = 8;

/** Of the same collection, this many nearest in price on each side are scored. */
const NEAREST_EACH_SIDE = 48;
/** Of those sharing its weave, fabric or colour, at most this many each are scored. */
const SHARING_EACH = 200;

/**
 * Up to 8 other products in stock most like this one (issue 36): the same category first, then the
 * same weave, fabric and colour (in that weight), then the nearest price (by ratio: ₹15,000 is as near
 * ₹12,000 as ₹1,500 is ₹1,200). Listed products only (a draft is neither asked about nor suggested);
 * only those with one of those in common: a painting is not "similar" to a saree for its price alone.
 * Null when the product is not in the catalogue.
 *
 * Only a bounded set is scored, each part read from an index: the collection's nearest prices on either
 * side (its (category, price) indexes) and the products sharing its weave, fabric or colour (their
 * lower() indexes). Scoring every product took ~130 ms a request on 5,000. A collection's eight best
 * are always among its nearest prices or its shared words; past 200 sharing one word, which of them are
 * scored is the index's order, not the price's.
 */
export async function similarProducts(db: Db, id: string): Promise<Product[] | null> {
  const eligible = sql`${LISTED_P} and p.id <> t.id and p.total_stock > 0`;
  const sharing = (column: 'weave' | 'fabric' | 'colour') => sql`(
    select p.id from products p, target t
    where t.${sql.raw(column)} is not null and lower(p.${sql.raw(column)}) = t.${sql.raw(column)}
      and p.${sql.raw(column)} is not null and ${eligible}
    limit ${SHARING_EACH})`;
  const result = (await db.execute(sql`
    with target as (
      select p.id, p.category_id, lower(p.weave) as weave, lower(p.fabric) as fabric,
        lower(p.colour) as colour, p.effective_price_paise as price
      from products p where p.id = ${id} and ${LISTED_P}
    ), candidates as (
      (select p.id from products p, target t
        where p.category_id = t.category_id and p.effective_price_paise >= t.price and ${eligible}
        order by p.effective_price_paise asc limit ${NEAREST_EACH_SIDE})
      union
      (select p.id from products p, target t
        where p.category_id = t.category_id and p.effective_price_paise < t.price and ${eligible}
        order by p.effective_price_paise desc limit ${NEAREST_EACH_SIDE})
      union ${sharing('weave')}
      union ${sharing('fabric')}
      union ${sharing('colour')}
    ), scored as (
      select p.id,
        (case when p.category_id = t.category_id then 8 else 0 end
          + case when lower(p.weave) = t.weave then 4 else 0 end
          + case when lower(p.fabric) = t.fabric then 2 else 0 end
          + case when lower(p.colour) = t.colour then 1 else 0 end) as score,
        abs(ln(p.effective_price_paise::float8 / t.price)) as distance
      from candidates c join products p on p.id = c.id cross join target t
    ), nearest as (
      select * from scored where score > 0
      order by score desc, distance asc, id asc
      limit ${SIMILAR_LIMIT}
    )
    select (select count(*) from target)::int as found,
      (select '[' || coalesce(string_agg(card.card_json, ',' order by n.score desc, n.distance asc, n.id asc), '') || ']'
        from nearest n join products card on card.id = n.id) as data
  `)) as unknown as { rows: Array<{ found: number; data: string }> };
  const [row] = result.rows;
  if (!row || Number(row.found) === 0) return null;
  return JSON.parse(row.data) as Product[];
}
