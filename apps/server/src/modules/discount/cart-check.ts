import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@resham/shared';
import type { Db } from '../../db/client';
import { cartItems, categories, products } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { findUserAddress } from '../address/service';
import { addressSnapshot } from '../order/address-snapshot';
import { apiSummary, codeDescription, evaluateCode, findCode } from './rules';

/**
 * The code box: whether the shopper's code applies to her cart as it is now (prices from the catalogue,
 * the buyer's state from her chosen address, which must be hers), and the summary with it. A code that
 * does not apply is a 400 with why and the summary without it. Takes no use: that happens at order creation.
 */
export async function checkCode(
  db: Db,
  input: { userId: string; code: string; addressId?: string | undefined; sellerState: string },
) {
  const lines = await db
    .select({
      unitPricePaise: products.effectivePricePaise,
      quantity: cartItems.quantity,
      category: categories.id,
    })
    .from(cartItems)
    .innerJoin(products, and(eq(products.id, cartItems.productId), isNull(products.deletedAt)))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(cartItems.userId, input.userId));
  if (lines.length === 0) throw new HttpError(400, MESSAGES.toast.cartEmpty);
  const address = input.addressId ? await findUserAddress(db, input.userId, input.addressId) : undefined;
  if (input.addressId && !address) throw new HttpError(400, MESSAGES.toast.noAddress);
  const code = await findCode(db, input.code);
  const { summary, refusal } = await evaluateCode(db, {
    userId: input.userId,
    code,
    lines,
    buyer: address ? addressSnapshot(address) : null,
    sellerState: input.sellerState,
  });
  if (refusal || !code) throw new HttpError(400, refusal!, { summary: apiSummary(summary, null) });
  return { code: code.code, description: codeDescription(code), summary: apiSummary(summary, code.code) };
}
