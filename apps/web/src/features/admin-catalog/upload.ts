import {
  CATALOG_MESSAGES,
  LIMITS,
  MESSAGES,
  type ErrorResponse,
  type UploadedImage,
  type UploadResponse,
} from '@resham/shared';
import { ApiError } from '../../lib/api-error';
import { percentOf } from '../../lib/percent';

export const UPLOAD_URL = '/api/admin/products/upload-image';
/** The types the server accepts (it checks the bytes too; SVG never). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const UPLOAD_TIMEOUT_MESSAGE = 'The upload took too long. Please try again on a faster connection.';

export type { UploadedImage } from '@resham/shared';

/** Files the browser can tell are wrong before sending: not an accepted image type, or over 8 MB. */
export function checkFiles(files: readonly File[]): { ok: File[]; error?: string } {
  const ok: File[] = [];
  let error: string | undefined;
  for (const file of files) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) error ??= CATALOG_MESSAGES.uploadNotImage;
    else if (file.size > LIMITS.uploadMaxBytes) error ??= CATALOG_MESSAGES.uploadTooLarge;
    else ok.push(file);
  }
  return { ok, error };
}

export interface UploadOptions {
  /** Called with 0–100 as the request body goes out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** For tests; defaults to the browser's XMLHttpRequest. */
  createRequest?: () => XMLHttpRequest;
}

/**
 * Uploads images (multipart field `my_file`, one part per file) with the session cookie, reporting
 * progress; resolves with the server's results in file order. Rejects with ApiError carrying the
 * server's message (413 too large, 400 not an image), or a network/timeout message with status 0.
 */
export function uploadImages(files: readonly File[], options: UploadOptions = {}): Promise<UploadedImage[]> {
  const { onProgress, signal, createRequest = () => new XMLHttpRequest() } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const body = new FormData();
    for (const file of files) body.append('my_file', file, file.name);

    const xhr = createRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.timeout = LIMITS.uploadTimeoutMs;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round(percentOf(event.loaded, event.total)));
    };
    xhr.onload = () => {
      done();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && data?.success !== false && Array.isArray(data?.results)) {
        onProgress?.(100);
        resolve((data as UploadResponse).results);
        return;
      }
      const fallback = xhr.status === 413 ? CATALOG_MESSAGES.uploadTooLarge : MESSAGES.errors.generic;
      reject(new ApiError(data?.message || fallback, xhr.status, data?.issues));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(MESSAGES.web.network, 0));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError(UPLOAD_TIMEOUT_MESSAGE, 0));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    onProgress?.(0);
    xhr.send(body);
  });
}

/** The upload's answer, or its error, before it is checked. */
type UploadBody = Partial<Omit<UploadResponse, 'success'> & Omit<ErrorResponse, 'success'>> & {
  success?: boolean;
};

function parseJson(text: string): UploadBody | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as UploadBody) : undefined;
  } catch {
    return undefined;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
