import { and, eq, inArray, sql } from 'drizzle-orm';
import { COD_MESSAGES, COD_METHOD, codRefusal, MAX_OPEN_COD_ORDERS, type CodSettings } from '@resham/shared';
import type { Db } from '../../db/client';
import { cartItems, orderItems } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { ofGuestIdentity, type GuestIdentity } from '../../lib/guest-identity';

/**
 * Refuses a cash-on-delivery order (400, with the reason the checkout also shows) when COD is off, the
 * address is outside India, the total is above COD_MAX_RUPEES, or the shopper already has
 * MAX_OPEN_COD_ORDERS on their way. Called inside the checkout transaction that holds the shopper's row
 * lock, so two checkouts of one shopper cannot both see room for one more.
 */
export async function assertCodAllowed(
  tx: Db,
  settings: CodSettings,
  userId: string,
  address: { country: string; isGift?: boolean },
  totalPaise: number,
  guest?: GuestIdentity,
): Promise<void> {
  const refusal = codRefusal(settings, address, totalPaise);
  if (refusal) throw new HttpError(400, refusal);
  // A guest's open COD orders are those of her email or her phone, whichever cart placed them.
  const { rows } = (await tx.execute(sql`
    select count(*)::int as n from orders o
    where (o.user_id = ${userId} ${guest ? sql`or ${ofGuestIdentity(guest)}` : sql``})
      and o.payment_method = ${COD_METHOD}
      and o.order_status in ('confirmed', 'inProcess', 'inShipping')`)) as unknown as {
    rows: { n: number }[];
  };
  if (rows[0]!.n >= MAX_OPEN_COD_ORDERS) throw new HttpError(400, COD_MESSAGES.tooManyOpen);
}

/** Takes an order's products out of its buyer's cart (a confirmed order: paid, or cash on delivery). */
export async function emptyCartOf(tx: Db, userId: string, orderId: string): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await tx.delete(cartItems).where(
    and(
      eq(cartItems.userId, userId),
      inArray(
        cartItems.productId,
        items.map((i) => i.productId),
      ),
    ),
  );
}
