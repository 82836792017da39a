import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@resham/shared';
import { HttpError } from './errors';
import { safeError } from './logging';

/** Maps every failure to `{ success: false, message }` with a fitting status (ARCHITECTURE: Errors). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
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
    // Made safe here as well as by the logger's rule: no statement parameters, whatever logger runs.
    request.log.error({ err: safeError(error) }, 'request failed');
    return reply.status(500).send({
      success: false,
      message: `${MESSAGES.errors.generic} (reference ${request.id})`,
      requestId: request.id,
    });
  });
}
