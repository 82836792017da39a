import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@resham/shared';
import { describeOnPostgres, signInAdmin, signUpCustomer, startTestApp, type TestApp } from './harness';

const MB = 1024 * 1024;

interface PartialPost {
  path: string;
  contentType: string;
  /** The Content-Length the request declares. */
  declared: number;
  /** What is actually sent of the body: the first bytes only (the rest never comes). */
  sent: Buffer;
  cookie?: string;
}

/**
 * Sends a request that declares a large body but sends only its first bytes, and resolves with the
 * answer's status and body. The rest of the body is never sent, so any answer at all was given
 * without reading it; a server that waits for the whole body never answers, and the wait ends (a
 * failure) when the socket has been quiet for `quietMs`.
 */
function postWithoutTheRest(url: string, req: PartialPost, quietMs = 10_000) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.setTimeout(quietMs, () => {
      socket.destroy();
      reject(new Error(`no answer to ${req.path} while its body was incomplete`));
    });
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(received)?.[1] ?? 0);
      if (received.length < end + 4 + length) return;
      socket.destroy();
      resolve({
        status: Number(received.slice(9, 12)),
        body: received.slice(end + 4, end + 4 + length),
      });
    });
    socket.write(
      [
        `POST ${req.path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        `Content-Type: ${req.contentType}`,
        `Content-Length: ${req.declared}`,
        ...(req.cookie ? [`Cookie: ${req.cookie}`] : []),
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(req.sent);
  });
}

const csvStart = Buffer.from('title,description,price\n' + 'Silk saree,Kanchipuram,2000\n'.repeat(2000));

/**
 * Who may call a route is decided before its body is read (issue 33, item 1): a stranger's large body
 * is answered at once, before it has been sent, so it costs the server neither memory nor parsing.
 */
describeOnPostgres('who may call is decided before the body is read', (backend) => {
  let t: TestApp;
  let customerCookie: string;
  let adminCookie: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    customerCookie = (await signUpCustomer(t)).client.cookie;
    adminCookie = (await signInAdmin(t)).client.cookie;
  });
  afterAll(() => t.close());

  const importPath = '/api/admin/products/import?apply=false';

  it("answers a guest's 19 MB import with 401 before the body has come", async () => {
    for (const contentType of ['text/csv', 'application/json', 'multipart/form-data; boundary=x']) {
      const res = await postWithoutTheRest(t.url, {
        path: importPath,
        contentType,
        declared: 19 * MB,
        sent: csvStart,
      });
      expect(res.status, contentType).toBe(401);
      expect(JSON.parse(res.body), contentType).toEqual({
        success: false,
        message: MESSAGES.auth.notSignedIn,
      });
    }
  });

  it("answers a customer's 19 MB import with 403 before the body has come", async () => {
    const res = await postWithoutTheRest(t.url, {
      path: importPath,
      contentType: 'text/csv',
      declared: 19 * MB,
      sent: csvStart,
      cookie: customerCookie,
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: MESSAGES.auth.forbidden });
  });

  it("answers a guest's JSON body to a customer or admin route before it has come, on every kind of body", async () => {
    const json = Buffer.from(`{"items":[${'"x",'.repeat(20_000)}`);
    // (Adding to a cart is open to guests since issue 34: an address is a customer's only.)
    for (const path of [
      '/api/shop/address/add',
      '/api/admin/products/add',
      '/api/admin/products/upload-image',
    ]) {
      const res = await postWithoutTheRest(t.url, {
        path,
        contentType: 'application/json',
        declared: 1000 * 1000,
        sent: json,
      });
      expect(res.status, path).toBe(401);
    }
    const res = await postWithoutTheRest(t.url, {
      path: '/api/admin/products/add',
      contentType: 'application/json',
      declared: 1000 * 1000,
      sent: json,
      cookie: customerCookie,
    });
    expect(res.status).toBe(403);
  });

  it('answers an admin at once when the declared body is over the limit (413)', async () => {
    const res = await postWithoutTheRest(t.url, {
      path: importPath,
      contentType: 'text/csv',
      declared: 21 * MB,
      sent: csvStart,
      cookie: adminCookie,
    });
    expect(res.status).toBe(413);
  });

  it("streams an admin's uploads and stops each at its limit, before the rest has come", async () => {
    const boundary = 'resham-boundary';
    const filePart = (field: string, name: string, type: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      );
    const uploads = [
      // A megabyte over the 8 MB limit of a photo is sent; the request declares 30 MB.
      {
        path: '/api/admin/products/upload-image',
        head: filePart('my_file', 'big.jpg', 'image/jpeg'),
        limit: 8,
      },
      // The same over the 20 MB limit of a product sheet.
      { path: importPath, head: filePart('file', 'products.csv', 'text/csv'), limit: 20 },
    ];
    for (const upload of uploads) {
      const res = await postWithoutTheRest(t.url, {
        path: upload.path,
        contentType: `multipart/form-data; boundary=${boundary}`,
        declared: 30 * MB,
        sent: Buffer.concat([upload.head, Buffer.alloc((upload.limit + 1) * MB, 0x61)]),
        cookie: adminCookie,
      });
      expect(res.status, upload.path).toBe(413);
    }
  });
});
