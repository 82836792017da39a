import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@resham/shared';
import { forbidden } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request protection: a state-changing request that carries an Origin
 * must come from the shop itself (PUBLIC_URL, or the Host the browser addressed).
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: string | undefined) {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === publicOrigin) return;
    const host = request.headers.host;
    if (host && (origin === `http://${host}` || origin === `https://${host}`)) return;
    throw forbidden(MESSAGES.auth.crossSite);
  });
}
