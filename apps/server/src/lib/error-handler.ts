import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@resham/shared';
import { DATABASE_RETRY_AFTER_SECONDS, HttpError, isDatabaseUnavailable } from './errors';
import { safeError } from './logging';

/** Maps every failure to `{ success: false, message }` with a fitting status (ARCHITECTURE: Errors). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ success: false, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send({ success: false, message: issues[0]?.message ?? 'Invalid request', issues });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ success: false, message: MESSAGES.errors.tooLarge });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ success: false, message: MESSAGES.errors.badJson });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: error.message });
    }
    // A lost database connection (a restart, a failover) fails this request, not the process: the
    // client is asked to come back, and the pool opens a fresh connection for the next request.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: safeError(error) }, 'database connection lost; answered 503');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, message: MESSAGES.errors.databaseUnavailable });
    }
    // Made safe here as well as by the logger's rule: no statement parameters, whatever logger runs.
    request.log.error({ err: safeError(error) }, 'request failed');
    return reply.status(500).send({
      success: false,
      message: `${MESSAGES.errors.generic} (reference ${request.id})`,
      requestId: request.id,
    });
  });
}
