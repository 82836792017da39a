import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DISCOUNT_MESSAGES,
  discountCheckResponseSchema,
  discountCodeField,
  discountCodeInputSchema,
  discountCodeListResponseSchema,
  discountCodeResponseSchema,
  discountRefusedResponseSchema,
  MESSAGES,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { currentUser } from '../../lib/access';
import { ok, replies } from '../../lib/responses';
import type { DiscountCodeAdmin } from './admin-service';
import { checkCode } from './cart-check';
import type { CodeGuessThrottle } from './guess-throttle';

/** Discount codes: the shopper's code box, and the admin's list, create and edit (issue 23 routes). */
export async function discountRoutes(
  app: FastifyInstance,
  {
    db,
    admin,
    sellerState,
    guesses,
  }: { db: Db; admin: DiscountCodeAdmin; sellerState: string; guesses: CodeGuessThrottle },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { access: 'admin' } as const;

  r.post(
    '/api/shop/discount-codes/check',
    {
      config: { access: 'customer' },
      schema: {
        body: z.object({
          code: discountCodeField,
          addressId: z.uuid(MESSAGES.toast.noAddress).optional(),
        }),
        response: replies({ 200: discountCheckResponseSchema, 400: discountRefusedResponseSchema }),
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      // A code that does not exist counts against the account and the address (429 past either limit).
      await guesses.check(userId, req.ip, req.body.code);
      const data = await checkCode(db, { userId, ...req.body, sellerState });
      return {
        success: true as const,
        message: DISCOUNT_MESSAGES.applied(data.code, data.description),
        data,
      };
    },
  );

  r.get(
    '/api/admin/discount-codes',
    { config: adminOnly, schema: { response: replies({ 200: discountCodeListResponseSchema }) } },
    async () => ok(await admin.list()),
  );

  r.post(
    '/api/admin/discount-codes',
    {
      config: adminOnly,
      schema: { body: discountCodeInputSchema, response: replies({ 201: discountCodeResponseSchema }) },
    },
    async (req, reply) => {
      const data = await admin.create(req.body, currentUser(req));
      return reply.status(201).send({ success: true as const, message: DISCOUNT_MESSAGES.created, data });
    },
  );

  r.put(
    '/api/admin/discount-codes/:id',
    {
      config: adminOnly,
      schema: {
        params: z.object({ id: z.uuid(DISCOUNT_MESSAGES.codeNotFound) }),
        body: discountCodeInputSchema,
        response: replies({ 200: discountCodeResponseSchema }),
      },
    },
    async (req) => ({
      success: true as const,
      message: DISCOUNT_MESSAGES.saved,
      data: await admin.update(req.params.id, req.body, currentUser(req)),
    }),
  );
}
