import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached,
 * and client routes answered with index.html (SPA fallback). Returns index.html and its sender,
 * or null when the app has not been built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root = WEB_DIST,
  /** Runs before every page is sent (cookies a page load should carry). */
  beforePage: (reply: FastifyReply) => void = () => {},
) {
  const indexPath = path.join(root, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const indexHtml = fs.readFileSync(indexPath, 'utf8');

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const sendIndex = (reply: FastifyReply, html = indexHtml) => {
    beforePage(reply);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  return { indexHtml, sendIndex };
}
