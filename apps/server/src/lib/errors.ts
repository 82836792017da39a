/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  /** Sent as Retry-After: when a refusal for a passing reason (503) may be tried again. */
  retryAfterSeconds?: number;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** True when the database refused a row because of a unique index (PostgreSQL code 23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Seconds a client is asked to wait after the database connection was lost (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL error classes and codes that mean the connection, not the statement, failed: class 08
 * (connection exception), 57P01–57P03 (the server shutting down, crashed or starting), 53300 (no
 * connection slot free).
 */
const LOST_CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTCONN',
]);
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * True when a request failed because the database connection was lost or could not be made (a
 * PostgreSQL restart or failover): the request answers 503 with Retry-After, and the process goes on.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (code.startsWith('08') || LOST_CONNECTION_CODES.has(code) || NETWORK_CODES.has(code))
    )
      return true;
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((m) => message.startsWith(m)))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
