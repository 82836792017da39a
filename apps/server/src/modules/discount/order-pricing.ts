import { computeOrderSummary, DISCOUNT_MESSAGES, type Buyer, type OrderSummary } from '@resham/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { GuestIdentity } from '../../lib/guest-identity';
import { apiSummary, evaluateCode, findCode, timeOrCapRefusal, type PricedLine } from './rules';
import { recordDiscountUse, takeDiscountUse } from './uses';

/** A use taken for the order being created, recorded once the order has its id. */
export interface TakenUse {
  codeId: string;
  /** The code as the shop spells it (stored on the order). */
  code: string;
  oncePerShopper: boolean;
}

/**
 * Order creation's figures: the summary with the shopper's code and one use of it taken, or without a
 * code. A code that no longer applies (ran out, expired, paused since the summary was shown …) is a
 * 409 with why and the summary without it; the caller's transaction then rolls back.
 */
export async function priceOrder(
  tx: Db,
  input: {
    userId: string;
    typedCode: string | undefined;
    lines: PricedLine[];
    buyer: Buyer;
    sellerState: string;
    guest?: GuestIdentity;
  },
): Promise<{ summary: OrderSummary; use: TakenUse | null }> {
  const { lines, buyer, sellerState } = input;
  if (!input.typedCode) return { summary: computeOrderSummary(lines, buyer, sellerState), use: null };
  const code = await findCode(tx, input.typedCode);
  const { summary, refusal } = await evaluateCode(tx, { ...input, code });
  if (!refusal && code && (await takeDiscountUse(tx, code.id))) {
    return { summary, use: { codeId: code.id, code: code.code, oncePerShopper: code.oncePerShopper } };
  }
  // Taken by others meanwhile (or ended this moment): why, as the code now stands.
  const why =
    refusal ?? timeOrCapRefusal(await findCode(tx, input.typedCode), new Date()) ?? DISCOUNT_MESSAGES.usedUp;
  throw new HttpError(409, DISCOUNT_MESSAGES.droppedAtOrder(why), {
    summary: apiSummary(computeOrderSummary(lines, buyer, sellerState), null),
  });
}

/** Records the use priceOrder took, now that the order exists. */
export async function holdUse(tx: Db, orderId: string, userId: string, use: TakenUse | null): Promise<void> {
  if (use)
    await recordDiscountUse(tx, { orderId, userId, codeId: use.codeId, oncePerShopper: use.oncePerShopper });
}
