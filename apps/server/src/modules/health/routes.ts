import type { FastifyInstance } from 'fastify';
import { MESSAGES, type PublicConfig } from '@resham/shared';
import type { Database } from '../../db/client';

export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; publicConfig: PublicConfig },
) {
  app.get('/health', { config: { access: 'public' } }, async (_req, reply) => {
    if (await opts.database.ping()) return { success: true };
    return reply.status(503).send({ success: false, message: MESSAGES.errors.unavailable });
  });

  app.get('/common/config', { config: { access: 'public' } }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { success: true, data: opts.publicConfig };
  });
}
