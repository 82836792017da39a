import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CATALOG_MESSAGES } from '@resham/shared';
import type { Config } from '../config';
import { HttpError } from './errors';

/**
 * Where uploaded files live: local disk (DATA_DIR/uploads) by default, an S3-compatible bucket when
 * S3_BUCKET is set (lib/s3-storage). Callers never know which.
 */
export interface ObjectStorage {
  /** 'local' or 's3', for logs and backups. */
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the object and its size, or null when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Every key in the store (backups). */
  list(): AsyncIterable<string>;
  /** True when the store answers now (readiness). */
  reachable(): Promise<boolean>;
  /**
   * The start-up check of a remote store: throws on a configuration error (refused credentials, no such
   * bucket); answers reachable: false when the store cannot be reached now.
   */
  verify?(): Promise<{ reachable: boolean; error?: string }>;
  close?(): void;
}

/** Seconds a client is asked to wait when the object store cannot be reached (an outage, a full disk). */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/**
 * The store could not be reached or refused the request (network, outage, full disk, revoked
 * credentials). An upload or an image answers 503 with a message and Retry-After; pages and everything
 * else keep working.
 */
export class StorageUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, CATALOG_MESSAGES.storageUnavailable);
    this.cause = cause;
    this.retryAfterSeconds = STORAGE_RETRY_AFTER_SECONDS;
  }
}

/** Local disk under DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is set (SDK loaded only then). */
export async function openObjectStorage(
  config: Pick<Config, 'dataDir' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>,
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
): Promise<ObjectStorage> {
  if (!config.S3_BUCKET) return new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(
    {
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    },
    log,
  );
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/;
export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private file(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(tmp, data);
    await fs.promises.rename(tmp, file);
  }

  async get(key: string) {
    if (!isSafeKey(key)) return null;
    const file = this.file(key);
    try {
      const stat = await fs.promises.stat(file);
      return { stream: fs.createReadStream(file), size: stat.size };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }

  async *list(): AsyncIterable<string> {
    const shards = await fs.promises.readdir(this.root).catch(() => [] as string[]);
    for (const shard of shards.sort()) {
      const dir = path.join(this.root, shard);
      if (!(await fs.promises.stat(dir)).isDirectory()) continue;
      for (const name of (await fs.promises.readdir(dir)).sort())
        if (isSafeKey(name) && !name.endsWith('.tmp')) yield name;
    }
  }

  async reachable(): Promise<boolean> {
    try {
      await fs.promises.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }
}
