import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES, LIMITS, MESSAGES } from '@resham/shared';
import { ApiError } from '../../lib/api-error';
import { checkFiles, UPLOAD_TIMEOUT_MESSAGE, UPLOAD_URL, uploadImages } from './upload';

/** A stand-in XMLHttpRequest that records what was sent and lets the test answer. */
class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  timeout = 0;
  responseType = '';
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

function start(files: File[], progress: number[] = [], signal?: AbortSignal) {
  const xhr = new FakeXhr();
  const promise = uploadImages(files, {
    onProgress: (p) => progress.push(p),
    signal,
    createRequest: () => xhr as unknown as XMLHttpRequest,
  });
  return { xhr, promise };
}

describe('checkFiles', () => {
  it('keeps JPEG, PNG, WebP and AVIF up to 8 MB and names the first problem', () => {
    const ok = [
      file('a.jpg', 'image/jpeg'),
      file('b.png', 'image/png'),
      file('c.webp', 'image/webp'),
      file('d.avif', 'image/avif'),
    ];
    expect(checkFiles(ok)).toEqual({ ok, error: undefined });
    const svg = file('e.svg', 'image/svg+xml');
    const big = file('f.png', 'image/png', LIMITS.uploadMaxBytes + 1);
    expect(checkFiles([svg, ok[0]!, big])).toEqual({ ok: [ok[0]], error: CATALOG_MESSAGES.uploadNotImage });
    expect(checkFiles([big])).toEqual({ ok: [], error: CATALOG_MESSAGES.uploadTooLarge });
  });
});

describe('uploadImages', () => {
  it('posts every file as my_file with credentials and the 180 s timeout, reporting progress', async () => {
    const progress: number[] = [];
    const files = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png')];
    const { xhr, promise } = start(files, progress);
    expect(xhr).toMatchObject({ method: 'POST', url: UPLOAD_URL, withCredentials: true, timeout: 180_000 });
    expect(xhr.body?.getAll('my_file').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.png']);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    const results = [{ url: '/media/x-1600.webp', width: 1, height: 1 }];
    xhr.respond(200, { success: true, results });
    await expect(promise).resolves.toEqual(results);
    expect(progress).toEqual([0, 25, 100]);
  });

  it('rejects with the server’s message and status', async () => {
    const { xhr, promise } = start([file('a.png', 'image/png')]);
    xhr.respond(400, { success: false, message: CATALOG_MESSAGES.uploadNotImage });
    await expect(promise).rejects.toMatchObject({ message: CATALOG_MESSAGES.uploadNotImage, status: 400 });
  });

  it('explains a 413 without a JSON body', async () => {
    const { xhr, promise } = start([file('a.png', 'image/png')]);
    xhr.respond(413, '<html>too large</html>');
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: CATALOG_MESSAGES.uploadTooLarge, status: 413 });
  });

  it('treats success: false as a failure', async () => {
    const { xhr, promise } = start([file('a.png', 'image/png')]);
    xhr.respond(200, { success: false, message: 'Nope' });
    await expect(promise).rejects.toMatchObject({ message: 'Nope' });
  });

  it('reports a network failure and a timeout with status 0', async () => {
    const a = start([file('a.png', 'image/png')]);
    a.xhr.onerror?.();
    await expect(a.promise).rejects.toMatchObject({ message: MESSAGES.web.network, status: 0 });
    const b = start([file('a.png', 'image/png')]);
    b.xhr.ontimeout?.();
    await expect(b.promise).rejects.toMatchObject({ message: UPLOAD_TIMEOUT_MESSAGE, status: 0 });
  });

  it('aborts with the signal', async () => {
    const controller = new AbortController();
    const { xhr, promise } = start([file('a.png', 'image/png')], [], controller.signal);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
