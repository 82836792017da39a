import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  accountResponseSchema,
  deleteAccountSchema,
  MESSAGES,
  messageResponseSchema,
} from '@resham/shared';
import { currentUser } from '../../lib/access';
import { withRetryAfter } from '../../lib/rate-limit';
import { ok, replies } from '../../lib/responses';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../auth/routes';
import type { AccountService } from './service';

export async function accountRoutes(
  app: FastifyInstance,
  opts: { accounts: AccountService; secureCookies: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customer = { access: 'customer' } as const;

  r.get(
    '/api/shop/account',
    { config: customer, schema: { response: replies({ 200: accountResponseSchema }) } },
    async (req) => ok(await opts.accounts.profile(currentUser(req).id)),
  );

  r.get(
    '/api/shop/account/export',
    { config: customer, schema: { response: replies({ 200: accountExportSchema }) } },
    async (req, reply) => {
      const data = await opts.accounts.export(currentUser(req).id);
      const day = data.exportedAt.slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="resham-my-data-${day}.json"`);
      return data;
    },
  );

  r.post(
    '/api/shop/account/delete',
    {
      config: customer,
      schema: { body: deleteAccountSchema, response: replies({ 200: messageResponseSchema }) },
    },
    async (req, reply) => {
      await withRetryAfter(reply, () => opts.accounts.delete(currentUser(req), req.body.password));
      const cookie = { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secureCookies } as const;
      reply.clearCookie(SESSION_COOKIE, cookie);
      reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...cookie, httpOnly: false });
      return { success: true as const, message: MESSAGES.account.deleted };
    },
  );
}
