// The faults of the soak, each at a known time and logged: a PostgreSQL restart, a process killed
// (SIGKILL) and started again as systemd would, the S3 server stopped, the upload disk filled, and a
// process stopped gracefully (SIGTERM) in the middle of its requests and started again. Each fault's
// window runs from its start to 10 s after it ended; after each, both processes must be ready again
// within 10 s.
import fs from 'node:fs';
import path from 'node:path';
import type { Admin } from './admin';
import { sleep } from './deployment';
import type { Shop } from './setup';

export interface FaultWindow {
  name: string;
  start: number;
  end: number;
  /** ms from the fault's end until both processes answered ready (null: not within 30 s). */
  readyAfterMs: number | null;
}

/** How long after its end a fault may still be answered 503 (Retry-After) and readiness may lag. */
export const SETTLE_MS = 10_000;

export interface Fault {
  name: string;
  /** When it starts, as a share of the run. */
  at: number;
  run(): Promise<void>;
}

/** Waits until both processes answer ready; how long that took, or null past 30 s. */
async function readyAgain(shop: Shop): Promise<number | null> {
  const t0 = Date.now();
  while (Date.now() - t0 < 30_000) {
    const ready = await Promise.all(shop.processes.map((p) => p.isReady()));
    if (ready.every(Boolean)) return Date.now() - t0;
    await sleep(100);
  }
  return null;
}

/** Fills the disk until it is full; the filler file, removed to end the fault. */
function fill(dir: string): string {
  const filler = path.join(dir, 'filler');
  const chunk = Buffer.alloc(1 << 20, 1);
  const fd = fs.openSync(filler, 'w');
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch {
    // ENOSPC: full
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}

export function faultPlan(shop: Shop, admin: Admin, durationMs: number, log: (msg: string) => void): Fault[] {
  // Outages of the bucket and the disk last 60 s on a long run, less on a short one.
  const outage = Math.min(60_000, Math.round(durationMs * 0.12));
  const [a, b] = shop.processes as [Shop['processes'][0], Shop['processes'][0]];
  // The admin keeps uploading through an outage (each upload is answered when it is: a slow one does not
  // lengthen the outage), and the outage lasts exactly `ms`.
  const uploadsDuring = async (ms: number) => {
    const until = Date.now() + ms;
    void (async () => {
      while (Date.now() < until) {
        void admin.upload();
        await sleep(3000);
      }
    })();
    await sleep(ms);
  };
  const faults: Fault[] = [
    {
      name: 'PostgreSQL restart',
      at: 0.1,
      run: () => shop.postgres.restart(),
    },
    {
      name: 'SIGKILL process A, restarted',
      at: 0.2,
      run: async () => {
        await a.stop('SIGKILL');
        await sleep(1000); // systemd's RestartSec
        a.start();
        await a.waitReady();
      },
    },
    {
      name: `S3 server stopped for ${Math.round(outage / 1000)} s`,
      at: 0.28,
      run: async () => {
        await shop.s3.stop();
        await uploadsDuring(outage);
        await shop.s3.start();
      },
    },
    {
      name: 'SIGTERM process B mid-request, restarted',
      at: 0.8,
      run: async () => {
        await b.stop('SIGTERM');
        await sleep(1000);
        b.start();
        await b.waitReady();
      },
    },
  ];
  if (shop.uploadDisk) {
    const disk = shop.uploadDisk;
    faults.push({
      name: `upload disk full for ${Math.round(outage / 1000)} s`,
      at: 0.6,
      run: async () => {
        const filler = fill(disk);
        try {
          await uploadsDuring(outage);
        } finally {
          fs.rmSync(filler, { force: true });
        }
      },
    });
  } else log('not root: no upload disk of its own to fill; that fault is left out');
  return faults.sort((x, y) => x.at - y.at);
}

/** Runs one fault now; its window. */
export async function runFault(
  shop: Shop,
  fault: Fault,
  now: () => number,
  log: (msg: string) => void,
): Promise<FaultWindow> {
  const start = now();
  log(`FAULT ${fault.name}: start`);
  // A fault the shop did not get through (a process that never became ready) is logged and fails the
  // readiness check; the run goes on to its checks and report.
  await fault.run().catch((err: unknown) => log(`FAULT ${fault.name}: ${String(err)}`));
  const end = now();
  const readyAfterMs = await readyAgain(shop);
  log(
    `FAULT ${fault.name}: ended after ${((end - start) / 1000).toFixed(1)} s; both processes ready ${readyAfterMs === null ? 'NOT within 30 s' : `${readyAfterMs} ms later`}`,
  );
  return { name: fault.name, start, end, readyAfterMs };
}
