import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@resham/shared';
import { HttpError } from './errors';

/** What makes text unusable: a NUL character, or half of a surrogate pair (malformed UTF-16). */
type BadText = 'nul' | 'malformed';

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const badText = (text: string): BadText | undefined =>
  text.includes('\u0000') ? 'nul' : LONE_SURROGATE.test(text) ? 'malformed' : undefined;

/**
 * The first string (a value, or a key anywhere inside arrays and objects) that is not usable text, with
 * where it sits as a dotted path; undefined when there is none. Walks without recursion, so a deeply
 * nested body cannot overflow the stack.
 */
export function findBadText(value: unknown, root: string): { path: string; problem: BadText } | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = badText(v);
      if (problem) return { path, problem };
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push([v[i], `${path}.${i}`]);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const key of Object.keys(v)) {
        const problem = badText(key);
        if (problem) return { path, problem };
        stack.push([(v as Record<string, unknown>)[key], `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses text no field of this shop can hold, in any route parameter, query string value or JSON body
 * field, with 400: a NUL character (PostgreSQL cannot store it in text) or half of a surrogate pair
 * (a JSON body may carry "\ud800" alone; PostgreSQL's JSON refuses it, and a name that reaches the
 * activity log failed there as a 500). One check at the edge covers every route. Runs as a
 * preValidation hook, after the access check (onRequest), so a guest still learns 401 before anything
 * about the input.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found =
      findBadText(request.params, 'params') ??
      findBadText(request.query, 'query') ??
      findBadText(request.body, 'body');
    if (!found) return;
    const message = found.problem === 'nul' ? MESSAGES.errors.nulCharacter : MESSAGES.errors.malformedText;
    throw new HttpError(400, message, { issues: [{ path: found.path.replace(/^body\.?/, ''), message }] });
  });
}
