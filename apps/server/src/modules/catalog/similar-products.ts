import { sql } from 'drizzle-orm';
import type { Product } from '@resham/shared';
import type { Db } from '../../db/client';
import { LISTED_P } from './listed';

/** At most this many similar products (issue 36). */
export const SIMILAR_LIMIT = 8;

/**
 * Up to 8 other products in stock most like this one (issue 36): the same category first, then the
 * same weave, fabric and colour (in that weight), then the nearest price (by ratio: ₹15,000 is as near
 * ₹12,000 as ₹1,500 is ₹1,200). Listed products only (a draft is neither asked about nor suggested);
 * only those with one of those in common: a painting is not "similar"
 * to a saree for its price alone. Null when the product is not in the catalogue. The cards are the
 * listing's own (`products.card_json`). Every live product is scored: a boutique's catalogue is a few
 * thousand at most, and the answer is cached until a product changes.
 */
export async function similarProducts(db: Db, id: string): Promise<Product[] | null> {
  const result = (await db.execute(sql`
    with target as (
      select p.id, p.category_id, lower(p.weave) as weave, lower(p.fabric) as fabric,
        lower(p.colour) as colour, p.effective_price_paise as price
      from products p where p.id = ${id} and ${LISTED_P}
    ), scored as (
      select p.id,
        (case when p.category_id = t.category_id then 8 else 0 end
          + case when lower(p.weave) = t.weave then 4 else 0 end
          + case when lower(p.fabric) = t.fabric then 2 else 0 end
          + case when lower(p.colour) = t.colour then 1 else 0 end) as score,
        abs(ln(p.effective_price_paise::float8 / t.price)) as distance
      from products p cross join target t
      where ${LISTED_P} and p.id <> t.id and p.total_stock > 0
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
