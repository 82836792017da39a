import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@resham/shared';
import { HttpError } from './errors';

/**
 * Where the first NUL character (U+0000) sits in a parsed value (a string, or a key or string anywhere
 * inside arrays and objects), as a dotted path; undefined when there is none. Walks without recursion,
 * so a deeply nested body cannot overflow the stack.
 */
export function findNul(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push([v[i], `${path}.${i}`]);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const key of Object.keys(v)) {
        if (key.includes('\u0000')) return path;
        stack.push([(v as Record<string, unknown>)[key], `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses a NUL character in any route parameter, query string value or JSON body field with 400.
 * PostgreSQL cannot store NUL in text, so such input would otherwise fail deep inside a query as a 500;
 * no field of this shop has a use for it. Runs as a preValidation hook registered after the access
 * check, so a guest still learns 401 before anything about the input.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const path =
      findNul(request.params, 'params') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body');
    if (path === undefined) return;
    const message = MESSAGES.errors.nulCharacter;
    throw new HttpError(400, message, { issues: [{ path: path.replace(/^body\.?/, ''), message }] });
  });
}
