import { and, asc, eq, sql } from 'drizzle-orm';
import { CART_API_MESSAGES, CATALOG_MESSAGES, MESSAGES, paiseToRupees, type Cart } from '@resham/shared';
import type { Db } from '../../db/client';
import { cartItems, products } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { lockLiveAccount } from '../account/live-account';
import { listed } from '../catalog/listed';

const stockError = (inCart: number) => new HttpError(400, MESSAGES.toast.stockExceeded(inCart));

export async function getCart(db: Db, userId: string): Promise<Cart> {
  const rows = await db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt));
  return {
    _id: userId,
    userId,
    items: rows.map(({ item, product: p }) => ({
      productId: p.id,
      title: p.title,
      image: p.images[0] ?? '',
      images: p.images,
      price: paiseToRupees(p.pricePaise),
      salePrice: paiseToRupees(p.salePricePaise),
      quantity: item.quantity,
      totalStock: p.deletedAt ? 0 : p.totalStock,
      availability: p.deletedAt
        ? 'deleted'
        : p.totalStock === 0
          ? 'out-of-stock'
          : item.quantity > p.totalStock
            ? 'insufficient-stock'
            : 'ok',
    })),
  };
}

/**
 * Adds `quantity` to the product's line; refused past the stock with the spec's message. One upsert
 * makes or grows the line, so two first adds at once (two tabs, a double click) both land instead of
 * the second failing on the primary key; the stock check reads the quantity the upsert left, and a
 * refusal rolls the add back.
 */
export async function addToCart(db: Db, userId: string, productId: string, quantity: number): Promise<Cart> {
  await db.transaction(async (tx) => {
    await lockLiveAccount(tx, userId);
    const [product] = await tx
      .select({ totalStock: products.totalStock })
      .from(products)
      .where(and(eq(products.id, productId), listed));
    if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
    const [line] = await tx
      .insert(cartItems)
      .values({ userId, productId, quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      })
      .returning({ quantity: cartItems.quantity });
    if (line!.quantity > product.totalStock) throw stockError(line!.quantity - quantity);
  });
  return getCart(db, userId);
}

/** Sets the line's quantity (≥ 1); refused past the stock. */
export async function updateCartItem(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
): Promise<Cart> {
  const [row] = await db
    .select({ inCart: cartItems.quantity, totalStock: products.totalStock, deletedAt: products.deletedAt })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  if (!row) throw notFound(CART_API_MESSAGES.notInCart);
  if (row.deletedAt) throw notFound(CATALOG_MESSAGES.productNotFound);
  if (quantity > row.totalStock) throw stockError(row.inCart);
  await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return getCart(db, userId);
}

export async function removeCartItem(db: Db, userId: string, productId: string): Promise<Cart> {
  const [row] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  if (!row) throw notFound(CART_API_MESSAGES.notInCart);
  return getCart(db, userId);
}
