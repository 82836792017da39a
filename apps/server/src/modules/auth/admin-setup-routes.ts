import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_SETUP_MESSAGES,
  adminSetupCheckResponseSchema,
  adminSetupCheckSchema,
  adminSetupSchema,
  messageResponseSchema,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { withRetryAfter } from '../../lib/rate-limit';
import { replies } from '../../lib/responses';
import { checkSetupLink, createOwner } from './admin-setup';

/**
 * The first-run set-up page's two calls (public: there is no admin to sign in yet). The token travels in
 * the body, never in an API address, so the request log does not keep it.
 */
export async function adminSetupRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/auth/admin-setup/check',
    {
      schema: { body: adminSetupCheckSchema, response: replies({ 200: adminSetupCheckResponseSchema }) },
      config: { access: 'public' },
    },
    async (req) => ({
      success: true as const,
      expiresAt: (await checkSetupLink(db, req.body.token)).toISOString(),
    }),
  );
  r.post(
    '/api/auth/admin-setup',
    {
      schema: { body: adminSetupSchema, response: replies({ 201: messageResponseSchema }) },
      config: { access: 'public' },
    },
    async (req, reply) => {
      await withRetryAfter(reply, () => createOwner(db, req.body));
      return reply.status(201).send({ success: true as const, message: ADMIN_SETUP_MESSAGES.created });
    },
  );
}
