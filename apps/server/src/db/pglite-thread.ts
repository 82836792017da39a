import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';

/**
 * The embedded database on a worker thread (pglite-worker.mjs), reached through node-postgres like
 * PostgreSQL: `connection()` makes the socket a pg client talks through. A listing of 5,000 products
 * spent ~40% of the server's single thread inside PGlite; on its own thread that work runs on the
 * machine's other core, beside HTTP and JSON (see the closing note of "Fast without the cache").
 */
export interface PgliteThread {
  /** A socket for one pg client (pg's `stream` option). */
  connection(): Duplex;
  close(): Promise<void>;
}

const workerFile = new URL('./pglite-worker.mjs', import.meta.url);

export async function startPgliteThread(
  dataDir: string | undefined,
  postgresqlconf: string[],
  snapshot?: string,
): Promise<PgliteThread> {
  const worker = new Worker(workerFile, { workerData: { dataDir, postgresqlconf, snapshot } });
  const sockets = new Set<PortSocket>();
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    for (const socket of sockets) socket.destroy(error);
  };
  let opened = false;
  let closing = false;
  worker.on('error', fail);
  worker.on('exit', (code) => {
    fail(new Error(`The embedded database stopped (exit code ${code}).`));
    // Nothing can be served without it: the process stops, so that its supervisor starts it again
    // (PGlite recovers from its write-ahead log on open), instead of answering 500 to everyone.
    if (opened && !closing)
      process.nextTick(() => {
        throw failure;
      });
  });

  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { type: string; message?: string }) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') {
        closing = true;
        void worker.terminate();
        reject(new Error(`The embedded database did not open: ${message.message}`));
      } else return;
      worker.off('message', onMessage);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The embedded database stopped while opening (exit code ${code}).`)),
    );
  });
  opened = true;

  return {
    connection() {
      const socket = new PortSocket((port) => {
        if (failure) throw failure;
        worker.postMessage({ type: 'connect', port }, [port]);
      });
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      return socket;
    },
    async close() {
      closing = true;
      if (!failure) {
        const closed = new Promise<void>((resolve) => {
          worker.on('message', (m: { type: string }) => m.type === 'closed' && resolve());
          worker.once('exit', () => resolve());
        });
        worker.postMessage({ type: 'close' });
        await closed;
      }
      await worker.terminate();
    },
  };
}

/**
 * A Duplex with the socket methods pg's Connection calls (connect, setNoDelay, setKeepAlive, ref). The
 * messages pg writes for one query in one go (bind, describe, execute, sync) leave as one batch.
 */
class PortSocket extends Duplex {
  private port: MessagePort | null = null;
  private outgoing: Buffer[] = [];

  constructor(private readonly open: (port: MessagePort) => void) {
    super();
  }

  connect(): this {
    const { port1, port2 } = new MessageChannel();
    try {
      this.open(port2);
    } catch (error) {
      process.nextTick(() => this.destroy(error as Error));
      return this;
    }
    this.port = port1;
    port1.on('message', (data: Uint8Array | { type: 'error'; message: string }) => {
      if (data instanceof Uint8Array) this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      else this.destroy(new Error(`The embedded database failed: ${data.message}`));
    });
    port1.on('close', () => this.push(null));
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  // pg's pool unrefs an idle client's socket and refs it again when it is lent.
  ref(): this {
    this.port?.ref();
    return this;
  }

  unref(): this {
    this.port?.unref();
    return this;
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (!this.port) return callback(new Error('The embedded database connection is not open.'));
    if (this.outgoing.push(chunk) === 1) queueMicrotask(() => this.flush());
    callback();
  }

  private flush() {
    // One buffer of exactly the batch, transferred: pg's small buffers are views of a shared 8 KB slab,
    // which posting would copy whole.
    const batch = new Uint8Array(this.outgoing.reduce((size, chunk) => size + chunk.length, 0));
    let at = 0;
    for (const chunk of this.outgoing) {
      batch.set(chunk, at);
      at += chunk.length;
    }
    this.outgoing = [];
    this.port?.postMessage(batch, [batch.buffer]);
  }

  override _final(callback: () => void) {
    if (this.outgoing.length) this.flush();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    if (this.outgoing.length) this.flush();
    this.port?.close();
    this.port = null;
    callback(error);
  }
}
