import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { sendLowStockDigest, type DigestOptions } from './digest';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends today's low-stock digest if it is due (the timer's job; tests call it directly). */
    lowStockDigest: () => Promise<boolean>;
  }
}

/** How often each process looks (the digest itself goes out at most once a day, from one of them). */
const CHECK_EVERY_MS = 15 * 60_000;

/**
 * Every 15 minutes in every app process, and a minute after start: the low-stock digest (digest.ts).
 * `schedule: false` (test suites, NODE_ENV=test) leaves only the decorated call, so a digest never
 * lands in the outbox of a suite that counts its emails.
 */
export function startLowStockDigest(
  app: FastifyInstance,
  db: Db,
  opts: DigestOptions & { schedule: boolean },
  kick: () => void,
) {
  const run = () => sendLowStockDigest(db, opts, kick);
  app.decorate('lowStockDigest', run);
  if (!opts.schedule) return;
  const timers: NodeJS.Timeout[] = [];
  const tick = () => void run().catch((err: unknown) => app.log.error({ err }, 'low-stock digest failed'));
  app.addHook('onReady', async () => {
    timers.push(setTimeout(tick, 60_000), setInterval(tick, CHECK_EVERY_MS));
    for (const t of timers) t.unref();
  });
  app.addHook('onClose', async () => timers.forEach((t) => clearTimeout(t)));
}
