import { desc, eq, sql } from 'drizzle-orm';
import {
  DISCOUNT_MESSAGES,
  discountCodeInputSchema,
  paiseToRupees,
  rupeesToPaise,
  type DiscountCode,
  type DiscountState,
} from '@resham/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordActivity, type Actor } from '../activity/record';
import { categories, discountCodes } from '../../db/schema';
import { HttpError, isUniqueViolation, notFound } from '../../lib/errors';
import type { CodeRow } from './rules';

export type DiscountCodeFields = z.output<typeof discountCodeInputSchema>;

/** Where a code stands at `now`, for the list. */
export function codeState(c: CodeRow, now: Date): DiscountState {
  if (!c.active) return 'paused';
  if (c.endsAt && c.endsAt <= now) return 'expired';
  if (c.startsAt && c.startsAt > now) return 'scheduled';
  if (c.maxUses !== null && c.usesCount >= c.maxUses) return 'usedUp';
  return 'active';
}

/** The admin's codes: list, create, edit (pausing is an edit with active: false). */
export class DiscountCodeAdmin {
  constructor(private readonly db: Db) {}

  async list(): Promise<DiscountCode[]> {
    const rows = await this.db
      .select()
      .from(discountCodes)
      .orderBy(desc(discountCodes.createdAt))
      .limit(1000);
    const names = await this.categoryNames();
    const now = new Date();
    return rows.map((r) => toApi(r, names, now));
  }

  async create(input: DiscountCodeFields, actor: Actor): Promise<DiscountCode> {
    const values = await this.columns(input);
    try {
      const row = await this.db.transaction(async (tx) => {
        const [created] = await tx.insert(discountCodes).values(values).returning();
        await recordActivity(tx, { actor, kind: 'discount.create', subject: created!.code, after: input });
        return created!;
      });
      return toApi(row, await this.categoryNames(), new Date());
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, DISCOUNT_MESSAGES.codeTaken);
      throw err;
    }
  }

  /** The whole code replaced; a cap below the uses held so far is refused (in the same statement). */
  async update(id: string, input: DiscountCodeFields, actor: Actor): Promise<DiscountCode> {
    const values = await this.columns(input);
    let row: CodeRow | undefined;
    try {
      row = await this.db.transaction(async (tx) => {
        const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
        const [updated] = await tx
          .update(discountCodes)
          .set({ ...values, updatedAt: new Date() })
          .where(
            sql`${discountCodes.id} = ${id} and (${values.maxUses}::int is null or ${discountCodes.usesCount} <= ${values.maxUses}::int)`,
          )
          .returning();
        if (updated) {
          const { usesCount: _uses, createdAt: _created, updatedAt: _updated, ...was } = before!;
          await recordActivity(tx, {
            actor,
            kind: 'discount.update',
            subject: updated.code,
            before: was,
            after: input,
          });
        }
        return updated;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, DISCOUNT_MESSAGES.codeTaken);
      throw err;
    }
    if (!row) {
      const [current] = await this.db
        .select({ usesCount: discountCodes.usesCount })
        .from(discountCodes)
        .where(eq(discountCodes.id, id));
      if (!current) throw notFound(DISCOUNT_MESSAGES.codeNotFound);
      const message = `Total uses cannot be below the ${current.usesCount} uses so far.`;
      throw new HttpError(400, message, { issues: [{ path: 'maxUses', message }] });
    }
    return toApi(row, await this.categoryNames(), new Date());
  }

  /** The input as columns: rupees to paise, category names to ids (an unknown name is a 400). */
  private async columns(input: DiscountCodeFields) {
    const byName = new Map([...(await this.categoryNames())].map(([id, name]) => [name.toLowerCase(), id]));
    const categoryIds: string[] = [];
    for (const name of input.categories) {
      const id = byName.get(name.toLowerCase());
      if (id && categoryIds.includes(id)) continue;
      if (!id) {
        const message = DISCOUNT_MESSAGES.unknownCategory(name);
        throw new HttpError(400, message, { issues: [{ path: 'categories', message }] });
      }
      categoryIds.push(id);
    }
    return {
      code: input.code,
      type: input.type,
      value: input.type === 'percent' ? input.value : rupeesToPaise(input.value),
      minSubtotalPaise: rupeesToPaise(input.minSubtotal),
      maxDiscountPaise: input.maxDiscount == null ? null : rupeesToPaise(input.maxDiscount),
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      maxUses: input.maxUses ?? null,
      oncePerShopper: input.oncePerShopper,
      categoryIds,
      active: input.active,
    };
  }

  private async categoryNames(): Promise<Map<string, string>> {
    const rows = await this.db.select({ id: categories.id, name: categories.name }).from(categories);
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}

function toApi(r: CodeRow, names: Map<string, string>, now: Date): DiscountCode {
  return {
    _id: r.id,
    id: r.id,
    code: r.code,
    type: r.type,
    value: r.type === 'percent' ? r.value : paiseToRupees(r.value),
    minSubtotal: paiseToRupees(r.minSubtotalPaise),
    maxDiscount: r.maxDiscountPaise === null ? null : paiseToRupees(r.maxDiscountPaise),
    startsAt: r.startsAt?.toISOString() ?? null,
    endsAt: r.endsAt?.toISOString() ?? null,
    maxUses: r.maxUses,
    oncePerShopper: r.oncePerShopper,
    categories: r.categoryIds.map((id) => names.get(id)).filter((n): n is string => !!n),
    active: r.active,
    usesCount: r.usesCount,
    state: codeState(r, now),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
