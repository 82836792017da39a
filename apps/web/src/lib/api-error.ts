/** An API call that failed: carries the server's `message`, the HTTP status (0 = no response) and `issues`. */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: unknown;

  constructor(message: string, status: number, issues?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
