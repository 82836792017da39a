import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardResponseSchema } from '@resham/shared';
import type { Db } from '../../db/client';
import { ok, replies } from '../../lib/responses';
import { dashboard } from './service';

export async function dashboardRoutes(
  app: FastifyInstance,
  { db, lowStockThreshold }: { db: Db; lowStockThreshold: number },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/dashboard',
      { config: { access: 'admin' }, schema: { response: replies({ 200: dashboardResponseSchema }) } },
      async () => ok(await dashboard(db, lowStockThreshold)),
    );
}
