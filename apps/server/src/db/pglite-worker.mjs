// The embedded database (PGlite) on a thread of its own, spoken to in PostgreSQL's wire protocol.
//
// PGlite's engine is WebAssembly: run on the server's own thread, every query's execution shared one
// core with HTTP, routing and JSON, and an uncached listing left the second core idle. Here it runs
// beside the server, which connects to it with the same driver as to PostgreSQL (node-postgres), over
// a MessagePort instead of a socket (pglite-thread.ts). Plain JavaScript: a worker is loaded by Node
// itself, under the test runner too, which compiles only the files it imports.
//
// Messages from the server: { type: 'connect', port } for each connection (its bytes flow on `port`),
// { type: 'close' }. To the server: { type: 'ready' } | { type: 'failed', message } | { type: 'closed' }.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const TERMINATE = 0x58; // 'X': the client closes its connection; the engine itself stays open

let db;
try {
  db = await PGlite.create({
    dataDir: workerData.dataDir,
    // A dumpDataDir file to start from (the tests' migrated snapshot).
    ...(workerData.snapshot ? { loadDataDir: new Blob([await readFile(workerData.snapshot)]) } : {}),
    extensions: { pg_trgm },
    postgresqlconf: workerData.postgresqlconf,
  });
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}

/**
 * One engine, one session: the connections' batches run one at a time, in the order they arrive, but
 * a connection whose batch leaves a transaction open (or an extended-protocol exchange unfinished)
 * owns the engine until it is idle again: the others' batches wait, so no statement ever runs inside
 * another connection's transaction. This is PGlite's own rule (one transaction at a time).
 */
const waiting = [];
let owner = null;
let draining = null;

const READY_FOR_QUERY = 0x5a; // 'Z', then its length (5) and the transaction status
const IDLE = 0x49; // 'I'

/** The transaction status a reply ends in (its ReadyForQuery), or null when it does not end in one. */
function endStatus(reply) {
  const at = reply.length - 6;
  const length =
    at >= 0 ? (reply[at + 1] << 24) | (reply[at + 2] << 16) | (reply[at + 3] << 8) | reply[at + 4] : 0;
  return reply[at] === READY_FOR_QUERY && length === 5 ? reply[at + 5] : null;
}

/** A simple-protocol 'rollback' (for a connection that closed inside its transaction). */
const ROLLBACK = (() => {
  const text = Buffer.from('rollback\0');
  const message = Buffer.alloc(5 + text.length);
  message[0] = 0x51; // 'Q'
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
})();

/** Runs waiting batches until none can run; `draining` is that run while it lasts. */
function drain() {
  draining ??= runWaiting().finally(() => {
    draining = null;
  });
  return draining;
}

/**
 * The engine's reply to `bytes` (complete messages), in a buffer of its own (transferable). Through
 * execProtocolRawStream: execProtocolRaw also parses every reply into messages and keeps them in a
 * list no raw call ever empties (8% of this thread's time, and memory that only grew). The startup
 * packet is answered only by execProtocolRaw.
 */
async function execute(bytes, isStartup) {
  if (isStartup) return new Uint8Array(await db.execProtocolRaw(bytes));
  const chunks = [];
  let size = 0;
  await db.execProtocolRawStream(bytes, {
    onRawData: (data) => {
      chunks.push(data.slice()); // a view into the engine's memory: copied before it is reused
      size += data.length;
    },
  });
  if (chunks.length === 1) return chunks[0];
  const reply = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    reply.set(chunk, at);
    at += chunk.length;
  }
  return reply;
}

async function runWaiting() {
  for (;;) {
    if (owner && !owner.open) {
      await execute(ROLLBACK, false).catch(() => {});
      owner = null;
    }
    const index = owner ? waiting.findIndex((w) => w.connection === owner) : 0;
    if (index < 0 || !waiting.length) break;
    const [{ connection, bytes, isStartup }] = waiting.splice(index, 1);
    if (!connection.open) continue;
    try {
      const reply = await execute(bytes, isStartup);
      owner = endStatus(reply) === IDLE ? null : connection;
      if (connection.open && reply.length) connection.port.postMessage(reply, [reply.buffer]);
    } catch (error) {
      // The engine answers a bad statement with an ErrorResponse; a throw means the engine failed.
      owner = null;
      const message = error instanceof Error ? error.message : String(error);
      if (connection.open) connection.port.postMessage({ type: 'error', message });
    }
  }
}

function enqueue(connection, bytes, isStartup = false) {
  waiting.push({ connection, bytes, isStartup });
  void drain();
}

/**
 * Length of the first complete message in `buffer` (0 when incomplete). A connection's first message
 * (the startup packet) has no type byte: its length comes first.
 */
function messageLength(buffer, started) {
  if (buffer.length < (started ? 5 : 4)) return 0;
  const length = started ? 1 + buffer.readInt32BE(1) : buffer.readInt32BE(0);
  if (length < (started ? 5 : 8)) return -1; // not a message: the connection is closed
  return buffer.length >= length ? length : 0;
}

function serve(port) {
  const connection = { port, open: true, started: false };
  let pending = Buffer.alloc(0);
  port.on('message', (chunk) => {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength); // this thread's copy
    pending = pending.length ? Buffer.concat([pending, bytes]) : bytes;
    // Complete messages run together (bind, describe, execute, sync: one call into the engine); the
    // startup packet runs on its own.
    let batchStart = 0;
    let end = 0;
    for (;;) {
      const length = messageLength(pending.subarray(end), connection.started);
      if (length < 0) {
        port.close();
        return;
      }
      if (!length) break;
      if (!connection.started) {
        enqueue(connection, pending.subarray(0, length), true);
        connection.started = true;
        batchStart = end = length;
      } else if (pending[end] === TERMINATE) {
        if (end > batchStart) enqueue(connection, pending.subarray(batchStart, end));
        port.close();
        return;
      } else end += length;
    }
    if (end > batchStart) enqueue(connection, pending.subarray(batchStart, end));
    pending = pending.subarray(end);
  });
  // Closed (by Terminate or by the server): its queued batches are dropped, and if it owns the engine
  // its transaction is rolled back before anyone else's batch runs.
  port.on('close', () => {
    connection.open = false;
    void drain();
  });
}

parentPort.on('message', (message) => {
  if (message.type === 'connect') serve(message.port);
  else if (message.type === 'close') {
    // The server ends its connections first; what they had started finishes before the engine closes.
    Promise.resolve(draining)
      .then(() => db?.close())
      .finally(() => parentPort.postMessage({ type: 'closed' }));
  }
});
