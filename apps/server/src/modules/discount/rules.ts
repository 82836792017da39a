import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  computeOrderSummary,
  describeDiscount,
  DISCOUNT_MESSAGES,
  paiseToRupees,
  type Buyer,
  type CheckoutSummary,
  type DiscountRule,
  type OrderSummary,
  type SummaryLine,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { discountCodes, discountUses } from '../../db/schema';
import { ofGuestIdentity, type GuestIdentity } from '../../lib/guest-identity';

export type CodeRow = typeof discountCodes.$inferSelect;

/** The code a shopper typed, matched without regard to case. */
export async function findCode(db: Db, typed: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(sql`lower(${discountCodes.code}) = lower(${typed.trim()})`);
  return row;
}

/** Why a code cannot be used at `now` regardless of the cart (paused, not yet, over, used up), else null. */
export function timeOrCapRefusal(code: CodeRow | undefined, now: Date): string | null {
  if (!code) return DISCOUNT_MESSAGES.notFound;
  if (!code.active) return DISCOUNT_MESSAGES.paused;
  if (code.startsAt && code.startsAt > now) return DISCOUNT_MESSAGES.notStarted(code.startsAt.toISOString());
  if (code.endsAt && code.endsAt <= now) return DISCOUNT_MESSAGES.expired;
  if (code.maxUses !== null && code.usesCount >= code.maxUses) return DISCOUNT_MESSAGES.usedUp;
  return null;
}

export const ruleOf = (code: CodeRow): DiscountRule => ({
  type: code.type,
  value: code.value,
  categories: code.categoryIds,
  maxOffPaise: code.maxDiscountPaise,
});

/** What the code takes off, in the shopper's words: '10% off, up to ₹500.00'. */
export const codeDescription = (code: CodeRow): string =>
  describeDiscount({
    type: code.type,
    value: code.type === 'percent' ? code.value : paiseToRupees(code.value),
    maxDiscount: code.maxDiscountPaise === null ? null : paiseToRupees(code.maxDiscountPaise),
  });

/** The lines of a cart or order as the figures need them; `category` is the product's category id. */
export type PricedLine = SummaryLine & { category: string };

/**
 * Whether `userId` may use `code` on these lines: its dates and cap, once per shopper (uses held by
 * other orders), its categories and minimum subtotal. Answers the summary with the code, or why not.
 */
export async function evaluateCode(
  db: Db,
  input: {
    userId: string;
    code: CodeRow | undefined;
    lines: PricedLine[];
    buyer: Buyer | null;
    sellerState: string;
    /** A guest (issue 34): once per shopper counts her email and phones, from whichever cart. */
    guest?: GuestIdentity;
  },
): Promise<{ summary: OrderSummary; refusal: string | null }> {
  const { code, lines, buyer, sellerState } = input;
  const refusal = timeOrCapRefusal(code, new Date());
  if (refusal || !code) return { summary: computeOrderSummary(lines, buyer, sellerState), refusal };
  if (code.oncePerShopper) {
    const [held] = await db
      .select({ orderId: discountUses.orderId })
      .from(discountUses)
      .where(
        and(
          eq(discountUses.codeId, code.id),
          eq(discountUses.userId, input.userId),
          isNull(discountUses.releasedAt),
        ),
      )
      .limit(1);
    if (held || (input.guest && (await heldByGuest(db, code.id, input.guest))))
      return {
        summary: computeOrderSummary(lines, buyer, sellerState),
        refusal: DISCOUNT_MESSAGES.alreadyUsed,
      };
  }
  const summary = computeOrderSummary(lines, buyer, sellerState, ruleOf(code));
  if (summary.eligibleSubtotalPaise === 0)
    return { summary: computeOrderSummary(lines, buyer, sellerState), refusal: DISCOUNT_MESSAGES.noEligible };
  // The minimum is compared with the subtotal she reads in her cart, GST included (issue 35).
  if (summary.eligibleSubtotalWithTaxPaise < code.minSubtotalPaise) {
    return {
      summary: computeOrderSummary(lines, buyer, sellerState),
      refusal: DISCOUNT_MESSAGES.minSubtotal(
        paiseToRupees(code.minSubtotalPaise),
        paiseToRupees(summary.eligibleSubtotalWithTaxPaise),
        code.categoryIds.length > 0,
      ),
    };
  }
  return { summary, refusal: null };
}

/** Whether an order of this guest identity holds a use of the code. */
async function heldByGuest(db: Db, codeId: string, who: GuestIdentity): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    select 1 from discount_uses u join orders o on o.id = u.order_id
    where u.code_id = ${codeId} and u.released_at is null and ${ofGuestIdentity(who)}
    limit 1`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

/** A summary in rupees, as the API answers it. */
export function apiSummary(s: OrderSummary, code: string | null): CheckoutSummary {
  return {
    subtotal: paiseToRupees(s.subtotalPaise),
    discount: paiseToRupees(s.discountPaise),
    discountCode: s.discountPaise > 0 ? code : null,
    taxAmount: paiseToRupees(s.taxPaise),
    taxLabel: s.taxLabel,
    shippingCharges: s.shippingPaise === null ? null : paiseToRupees(s.shippingPaise),
    totalAmount: s.totalPaise === null ? null : paiseToRupees(s.totalPaise),
  };
}
