import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { dashboard } from './service';

export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/admin/dashboard', { config: { access: 'admin' } }, async () => ({
    success: true,
    data: await dashboard(db),
  }));
}
