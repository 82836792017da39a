import { z } from 'zod';
import { errorResponseSchema } from '@resham/shared';

/**
 * A route's `schema.response`: its success answers by status code (schemas from `packages/shared`),
 * and the common error shape for every 4xx and 5xx the error handler sends. Fastify serializes each
 * answer through the schema of its status (fastify-type-provider-zod's serializerCompiler): fields the
 * schema does not name are dropped, and a handler answering another shape fails with a 500 instead of
 * sending it. The access-matrix test fails for an /api route without one (see `apiRoutes`).
 */
export function replies<const S extends Record<number, z.ZodType>>(success: S) {
  return { ...success, '4xx': errorResponseSchema, '5xx': errorResponseSchema };
}

const binaryBodies = new WeakMap<z.ZodType, string>();

/**
 * The marker for a 2xx answer that is not JSON (the invoice PDF). It documents the content type and
 * satisfies "every route declares its response"; it never serializes anything, because Fastify sends a
 * Buffer or a stream as it is. A handler that returned an object instead would fail its check (500).
 */
export function binaryBody(contentType: string) {
  const schema = z.custom<Buffer>((value) => Buffer.isBuffer(value), `Expected the bytes of ${contentType}`);
  binaryBodies.set(schema, contentType);
  return schema;
}

/** What a route declares it answers, for the route table: status codes, and those that are not JSON. */
export function declaredResponses(response: unknown): { statuses: string[]; binary: string[] } {
  if (!response || typeof response !== 'object') return { statuses: [], binary: [] };
  const entries = Object.entries(response as Record<string, unknown>);
  return {
    statuses: entries.map(([status]) => status),
    binary: entries.filter(([, schema]) => binaryBodies.has(schema as z.ZodType)).map(([status]) => status),
  };
}

/**
 * `{ success: true, data }`. A handler's `{ success: true, data: … }` literal loses its `true` to
 * `boolean` in Fastify's overloaded route types; built here it keeps the literal the schemas declare.
 */
export const ok = <T>(data: T) => ({ success: true as const, data });
