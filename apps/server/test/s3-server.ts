import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

const require = createRequire(import.meta.url);

export interface S3TestServer {
  endpoint: string;
  port: number;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the server keeps its objects (a real folder: the test can look at what was stored). */
  directory: string;
  /** The environment an app process needs to use this bucket. */
  env: Record<string, string>;
  /** Stops answering (the bucket is then unreachable); `start()` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Checks an AWS Signature Version 4 Authorization header against the one secret this server knows.
 * s3rver checks only the access key id; real S3 also refuses a wrong secret, and so does this.
 */
function signatureMatches(
  req: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
  secret: string,
): boolean {
  const auth = String(req.headers.authorization ?? '');
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return false;
  const [, , day, region, service, signedHeaders, signature] = m as unknown as string[];
  const [rawPath, rawQuery = ''] = req.url.split('?', 2) as [string, string?];
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k, v = ''] = pair.split('=', 2) as [string, string?];
      return [rfc3986(decodeURIComponent(k)), rfc3986(decodeURIComponent(v.replace(/\+/g, ' ')))];
    })
    .sort(([a, x], [b, y]) => (a === b ? (x! < y! ? -1 : 1) : a! < b! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerNames = signedHeaders!.split(';');
  const canonicalHeaders = headerNames
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD');
  const canonical = [req.method, rawPath, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), scope, sha256(canonical)].join(
    '\n',
  );
  let key = hmac(`AWS4${secret}`, day!);
  for (const part of [region!, service!, 'aws4_request']) key = hmac(key, part);
  const expected = hmac(key, stringToSign);
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex'));
}

/**
 * A real S3-protocol server on loopback (s3rver: objects in a folder, S3's REST API and XML errors),
 * with one bucket and one key pair. Requests signed with another secret get 403 SignatureDoesNotMatch,
 * an unknown access key 403 InvalidAccessKeyId, as from S3 itself.
 */
export async function startS3Server(
  opts: {
    bucket?: string;
    port?: number;
    accessKeyId?: string;
    secretAccessKey?: string;
    /** Where to keep the objects (kept by close()); a new temporary folder when omitted. */
    directory?: string;
  } = {},
): Promise<S3TestServer> {
  const bucket = opts.bucket ?? 'resham-media';
  const accessKeyId = opts.accessKeyId ?? 'RESHAMTESTKEY';
  const secretAccessKey = opts.secretAccessKey ?? 'resham-test-secret-key';
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
  };
  DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  const directory = opts.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'resham-s3-'));

  let server: S3rver | null = null;
  let port = opts.port ?? 0;
  const start = async () => {
    const s3 = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    // Runs before s3rver's own middleware (Koa composes them when the server starts).
    (s3 as unknown as { middleware: unknown[] }).middleware.unshift(
      async (
        ctx: {
          req: { method: string; url: string; headers: Record<string, string | string[] | undefined> };
          status: number;
          type: string;
          body: string;
        },
        next: () => Promise<void>,
      ) => {
        const auth = String(ctx.req.headers.authorization ?? '');
        if (auth.includes(`Credential=${accessKeyId}/`) && !signatureMatches(ctx.req, secretAccessKey)) {
          ctx.status = 403;
          ctx.type = 'application/xml';
          ctx.body =
            '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided. Check your key and signing method.</Message></Error>';
          return;
        }
        // A write that the disk cannot hold is refused as S3-compatible stores refuse it (MinIO: 507),
        // where s3rver's file stream would throw ENOSPC out of the process.
        const size = Number(ctx.req.headers['content-length'] ?? 0);
        if (ctx.req.method === 'PUT' && size) {
          const disk = fs.statfsSync(directory);
          if (disk.bavail * disk.bsize < size + 1024 * 1024) {
            ctx.status = 507;
            ctx.type = 'application/xml';
            ctx.body =
              '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>XMinioStorageFull</Code><Message>Storage backend has reached its minimum free drive threshold.</Message></Error>';
            return;
          }
        }
        await next();
      },
    );
    const address = (await s3.run()) as AddressInfo;
    port = address.port;
    server = s3;
  };
  await start();

  const stop = async () => {
    const s = server;
    server = null;
    if (!s) return;
    const http = (s as unknown as { httpServer: { closeAllConnections(): void } }).httpServer;
    const closed = s.close();
    http.closeAllConnections();
    await closed;
  };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    bucket,
    accessKeyId,
    secretAccessKey,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: accessKeyId,
      AWS_SECRET_ACCESS_KEY: secretAccessKey,
    },
    stop,
    start,
    close: async () => {
      await stop();
      if (!opts.directory) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
