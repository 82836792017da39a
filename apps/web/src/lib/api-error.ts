/**
 * An API call that failed: carries the server's `message`, the HTTP status (0 = no response), `issues`,
 * and the whole error body (`body`) for answers with more fields (e.g. a 409 with `currentStock`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: unknown;
  readonly body: Readonly<Record<string, unknown>>;

  constructor(message: string, status: number, issues?: unknown, body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
