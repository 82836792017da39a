import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories } from '../../../db/schema';

/** True before the first category exists: only then is the demo catalogue (and its artwork code) loaded. */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(categories);
  return existing!.n === 0;
}
