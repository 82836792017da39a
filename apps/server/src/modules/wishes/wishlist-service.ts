import { and, eq, sql } from 'drizzle-orm';
import { WISHES, type WishlistItem } from '@resham/shared';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { lockLiveAccount } from '../account/live-account';

const M = WISHES.messages;

/** A shopper's wishlist: every read and change is of the session's own rows (user id from the session). */
export class WishlistService {
  constructor(private readonly db: Db) {}

  async ids(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(sql`${wishlistItems.addedAt} desc`);
    return rows.map((r) => r.id);
  }

  /** The saved products still sold, newest first, each as the listing's card with its stock now. */
  async items(userId: string): Promise<WishlistItem[]> {
    const result = (await this.db.execute(sql`
      select p.card_json, w.added_at, (w.was_out_of_stock and p.total_stock > 0) as back_in_stock
      from wishlist_items w join products p on p.id = w.product_id
      where w.user_id = ${userId} and p.deleted_at is null
      order by w.added_at desc, p.id`)) as unknown as {
      rows: { card_json: string; added_at: Date | string; back_in_stock: boolean }[];
    };
    return result.rows.map((r) => ({
      product: JSON.parse(r.card_json) as WishlistItem['product'],
      addedAt: new Date(r.added_at).toISOString(),
      backInStock: r.back_in_stock,
    }));
  }

  /**
   * Saves a live product (again: nothing changes): the product must exist and the account hold fewer
   * than the maximum; a product saved while out of stock is marked so at once.
   */
  async add(userId: string, productId: string): Promise<string[]> {
    // The account's row locked: parallel saves count one after another, so none passes the maximum,
    // and none lands after the account's deletion. Why nothing was saved is read under the same lock.
    await this.db.transaction(async (tx) => {
      await lockLiveAccount(tx, userId, 'update');
      const inserted = (await tx.execute(sql`
      insert into wishlist_items (user_id, product_id, was_out_of_stock)
      select ${userId}, p.id, p.total_stock = 0 from products p
      where p.id = ${productId} and p.deleted_at is null
        and (select count(*) from wishlist_items where user_id = ${userId}) < ${WISHES.wishlistMax}
      on conflict (user_id, product_id) do nothing
      returning product_id`)) as unknown as { rows: unknown[] };
      if (inserted.rows.length > 0) return;
      const { rows } = (await tx.execute(sql`
        select exists (select 1 from wishlist_items where user_id = ${userId} and product_id = ${productId}) as saved,
               exists (select 1 from products where id = ${productId} and deleted_at is null) as live`)) as unknown as {
        rows: { saved: boolean; live: boolean }[];
      };
      if (rows[0]!.saved) return;
      if (!rows[0]!.live) throw notFound(M.productNotFound);
      throw new HttpError(409, M.full);
    });
    return this.ids(userId);
  }

  async remove(userId: string, productId: string): Promise<string[]> {
    await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    return this.ids(userId);
  }
}
