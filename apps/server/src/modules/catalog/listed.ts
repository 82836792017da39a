import { and, isNull, sql } from 'drizzle-orm';
import { products } from '../../db/schema';

/**
 * What shoppers see and can buy (issue 36): a live product with at least one photo. One without (a
 * spreadsheet import's, until the owner adds one) is a draft: the admin's grid shows it, the shop does
 * not. The listing's kept counts follow the same rule (migration drafts).
 */
export const listed = and(isNull(products.deletedAt), sql`cardinality(${products.images}) > 0`)!;

/** The same rule in statements that call the products table `p`. */
export const LISTED_P = sql.raw('p.deleted_at is null and cardinality(p.images) > 0');
