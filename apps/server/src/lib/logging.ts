import type { FastifyServerOptions } from 'fastify';

/**
 * Keys whose values are never written to the log, wherever they sit in a logged object: passwords and
 * their hashes, tokens, secrets, keys, signatures, cookies and authorization headers.
 */
const SECRET_KEY =
  /pass(word|wd|phrase)?|secret|token|authorization|cookie|signature|api[-_]?key|private[-_]?key|credential|hash/i;

/**
 * Fields of database errors that carry the values of a statement, never its shape: drizzle's and
 * PGlite's `params` (and `query`, `queryOptions`), node-postgres' `parameters`, and PostgreSQL's
 * `detail` / `where` / `internalQuery`, which quote row values ("Key (email)=(…) already exists",
 * "Failing row contains (…)").
 */
const VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'query',
  'queryOptions',
  'values',
  'detail',
  'where',
  'internalQuery',
  'internalPosition',
]);

export const REDACTED = '[redacted]';

interface LoggedError {
  type: string;
  message: string;
  stack: string;
}

/** Drizzle puts the statement's parameters into its error message ("Failed query: …\nparams: …"). */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');

const MAX_DEPTH = 8;

/**
 * A copy of an error that is safe to log: type, message and stack without statement parameters, the
 * database error's code, table, column and constraint, and its cause the same way; no field that can
 * hold a statement's values.
 */
export function safeError(err: Error, depth = 0): Record<string, unknown> & LoggedError {
  // The formatter below may have made the copy already: a plain object passes as it is.
  if (!(err instanceof Error)) return err;
  const out: Record<string, unknown> & LoggedError = {
    type: err.constructor?.name ?? err.name,
    message: withoutParams(String(err.message)),
    stack: withoutParams(String(err.stack ?? '')),
  };
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || key === 'message' || key === 'stack' || VALUE_FIELDS.has(key)) continue;
    out[key] = scrub(value, depth + 1, key);
  }
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined) out.cause = scrub(cause, depth + 1, 'cause');
  return out;
}

/** A copy of a value to log, with secrets censored by key name and errors made safe (see above). */
export function scrub(value: unknown, depth = 0, key = ''): unknown {
  if (key && SECRET_KEY.test(key)) return value === undefined ? value : REDACTED;
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return '[too deep]';
  if (value instanceof Error) return safeError(value, depth);
  if (Buffer.isBuffer(value) || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  // Leave class instances (a logger, a stream) alone; only plain data is copied.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = scrub(v, depth + 1, k);
  return out;
}

/**
 * Pino options for the server (ARCHITECTURE: logs, no secrets). Every logged object goes through
 * `scrub` (secrets by key name, database errors without their parameters); the redact paths keep
 * request and response headers out as well, should a request or response object ever be logged.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    formatters: { log: (object) => scrub(object) as Record<string, unknown> },
    // Pino's own error serializer would rename the safe copy's type to 'Object'.
    serializers: { err: (err: Error) => safeError(err) },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-razorpay-signature"]',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: REDACTED,
    },
  };
}
