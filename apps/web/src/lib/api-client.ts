import { ERROR_MESSAGES, WEB_MESSAGES, type ErrorResponse } from '@resham/shared';
import { ApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Bypass the HTTP cache (e.g. the session check). */
  noStore?: boolean;
  /**
   * Resolve with a 2xx body even when it says `success: false` (an answer that reports an outcome, like
   * a payment that could not confirm its order and was refunded). HTTP errors still throw.
   */
  allowUnsuccessful?: boolean;
}

/** How requests are sent: the browser's fetch, or the server's own API while it renders a page. */
let send: typeof fetch = (input, init) => fetch(input, init);
export function setApiFetch(fetcher: typeof fetch) {
  send = fetcher;
}

/** Any answer, read for the error fields it may carry (ErrorResponse's, unchecked). */
type ErrorBody = Partial<Omit<ErrorResponse, 'success'>> & { success?: boolean };

/**
 * Calls the shop's API with the session cookie. Resolves with the parsed JSON body;
 * throws ApiError (server message + status) on an HTTP error, `success: false` or a network failure.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = options.body === undefined ? 'GET' : 'POST',
    body,
    signal,
    noStore,
    allowUnsuccessful,
  } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await send(path, {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'include',
      cache: noStore ? 'no-store' : undefined,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(WEB_MESSAGES.network, 0);
  }

  const data = await readJson(response);
  const failed =
    !response.ok || (!allowUnsuccessful && isObject(data) && (data as ErrorBody).success === false);
  if (failed) {
    const body: Record<string, unknown> = isObject(data) ? data : {};
    const err = body as ErrorBody;
    throw new ApiError(err.message || ERROR_MESSAGES.generic, response.status, err.issues, body);
  }
  return data as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
