import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  notReadyResponseSchema,
  okResponseSchema,
  publicConfigResponseSchema,
  readinessResponseSchema,
  type PublicConfig,
} from '@resham/shared';
import type { Database } from '../../db/client';
import { replies } from '../../lib/responses';
import type { Readiness } from './readiness';

export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; publicConfig: PublicConfig; readiness: Readiness },
) {
  const alive = { response: replies({ 200: okResponseSchema }) };
  // The original check (database answers), kept as it was for the callers that use it.
  app.get('/health', { config: { access: 'public' }, schema: alive }, async (_req, reply) => {
    if (await opts.database.ping()) return { success: true };
    return reply.status(503).send({ success: false, message: MESSAGES.errors.unavailable });
  });

  // Liveness: the process answers (restart it if not). Stays 200 while it shuts down.
  app.get('/health/live', { config: { access: 'public' }, schema: alive }, async () => ({ success: true }));

  // Readiness: send it traffic only if 200 (not shutting down; database and object storage answer).
  const ready = { response: replies({ 200: readinessResponseSchema, 503: notReadyResponseSchema }) };
  app.get('/health/ready', { config: { access: 'public' }, schema: ready }, async (_req, reply) => {
    const { ready, ...data } = await opts.readiness.report();
    if (ready) return { success: true, data };
    return reply.status(503).send({ success: false, message: MESSAGES.errors.unavailable, data });
  });

  const config = { response: replies({ 200: publicConfigResponseSchema }) };
  app.get('/common/config', { config: { access: 'public' }, schema: config }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { success: true, data: opts.publicConfig };
  });
}
