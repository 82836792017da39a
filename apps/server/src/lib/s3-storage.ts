import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isSafeKey, StorageUnavailableError, type ObjectStorage } from './storage';

export interface S3Settings {
  bucket: string;
  /** For S3-compatible stores (MinIO, R2, B2, …); AWS itself needs none. */
  endpoint?: string;
  region?: string;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name: MinIO and most test servers. */
  forcePathStyle?: boolean;
  /** Tests only: fixed keys instead of the SDK's standard chain (which the server always uses). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A bad setting found at start-up: the process stops with this one line. */
export class StorageConfigError extends Error {}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };
/** Object keys never change content (a new upload gets a new random id), so caches may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What went wrong, for a log line: the S3 error name and status, or the network error code. */
function describe(err: unknown): { status?: number; error: string } {
  const e = err as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return {
    status: e.$metadata?.httpStatusCode,
    error: [e.name, e.code, e.message].filter(Boolean).join(': ').slice(0, 300),
  };
}

const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) =>
  (err as { name?: string }).name === 'NoSuchKey' || (err as { name?: string }).name === 'NotFound';

/**
 * Uploads in an S3-compatible bucket through the official SDK. Credentials come from the SDK's standard
 * chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance or task role). Nothing is
 * written to local disk: objects go from memory to the bucket and are streamed back to the client.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  private readonly endpoint: string | undefined;
  private readonly client: S3Client;

  constructor(
    settings: S3Settings,
    private readonly log?: Logger,
  ) {
    this.bucket = settings.bucket;
    this.endpoint = settings.endpoint;
    // The SDK prints a ten-line notice on Node 20 (its releases from 2027 need Node 22; the lock file
    // pins this one). The README says so once; the logs and start-up errors stay one line each.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: settings.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle ?? false,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      followRegionRedirects: true,
      // SigV4 already signs each body's SHA-256, so S3 checks what it receives; the SDK's extra CRC
      // checksums (and their aws-chunked encoding) are refused by several S3-compatible stores.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable store fails fast (an upload answers 503) instead of holding requests open.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
      maxAttempts: 3,
    });
  }

  private unavailable(op: string, key: string | undefined, err: unknown): StorageUnavailableError {
    this.log?.error({ op, bucket: this.bucket, key, ...describe(err) }, 'object storage request failed');
    return new StorageUnavailableError(err);
  }

  async put(key: string, data: Buffer): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: CONTENT_TYPES[key.split('.').pop()!] ?? 'application/octet-stream',
          CacheControl: IMMUTABLE,
        }),
      );
    } catch (err) {
      throw this.unavailable('put', key, err);
    }
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    if (!isSafeKey(key)) return null;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err) || statusOf(err) === 404) return null;
      throw this.unavailable('get', key, err);
    }
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (isMissing(err) || statusOf(err) === 404) return;
      throw this.unavailable('delete', key, err);
    }
  }

  async *list(): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    }
  }

  /** The raw object body, for backups (no key check: a bucket may hold keys made elsewhere). */
  async read(key: string): Promise<Buffer> {
    const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return Buffer.from(await res.Body!.transformToByteArray());
  }

  async reachable(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(2000),
      });
      return true;
    } catch (err) {
      this.log?.warn({ bucket: this.bucket, ...describe(err) }, 'object storage not reachable');
      return false;
    }
  }

  /**
   * The start-up check. Credentials the store refuses, a missing bucket or no credentials at all are a
   * configuration error (thrown, so the process stops with one line). A store that cannot be reached
   * is not: the shop starts and serves its pages; uploads answer 503 until the store is back.
   */
  async verify(): Promise<{ reachable: boolean; error?: string }> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(10_000),
      });
      return { reachable: true };
    } catch (err) {
      const { status, error } = describe(err);
      const where = `S3_BUCKET "${this.bucket}"`;
      if ((err as { name?: string }).name === 'CredentialsProviderError') {
        throw new StorageConfigError(
          `Object storage: no credentials for ${where}. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or another source of the AWS SDK's standard chain).`,
        );
      }
      if (status === 401 || status === 403) {
        throw new StorageConfigError(
          `Object storage: ${where} refused the credentials (HTTP ${status}). Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and that they may list, read, write and delete in the bucket.`,
        );
      }
      if (status === 404) {
        throw new StorageConfigError(
          `Object storage: ${where} does not exist${this.endpoint ? ` at ${this.endpoint}` : ''}. Create it, or check S3_BUCKET, S3_ENDPOINT and S3_REGION.`,
        );
      }
      if (status !== undefined && status < 500) {
        throw new StorageConfigError(`Object storage: ${where} answered HTTP ${status} (${error}).`);
      }
      return { reachable: false, error };
    }
  }

  close(): void {
    this.client.destroy();
  }
}
