import type { FastifyInstance } from 'fastify';
import { ADMIN_SETUP_LINK_MINUTES, ADMIN_SETUP_MESSAGES } from '@resham/shared';
import type { Db } from '../../db/client';
import { issueSetupLink } from './admin-setup';

/** A fresh link a few minutes before the last one expires, while there is still no admin. */
const REISSUE_EVERY_MS = (ADMIN_SETUP_LINK_MINUTES - 5) * 60_000;

/**
 * The first run without stopping the shop: when the app is ready and the shop has no admin, prints a
 * one-time set-up link (`/admin/setup?token=…`, an hour, once) in the log, and a new one every 55
 * minutes until an admin exists. Only the link's hash is stored.
 */
export function startAdminSetupLink(app: FastifyInstance, db: Db, shopUrl: string) {
  let timer: NodeJS.Timeout | undefined;
  const print = async () => {
    const link = await issueSetupLink(db, shopUrl);
    if (!link) {
      clearInterval(timer);
      return;
    }
    app.log.warn(ADMIN_SETUP_MESSAGES.logLine(link.url, ADMIN_SETUP_LINK_MINUTES));
  };
  const tick = () => void print().catch((err: unknown) => app.log.error({ err }, 'set-up link failed'));
  app.addHook('onReady', async () => {
    await print().catch((err: unknown) => app.log.error({ err }, 'set-up link failed'));
    timer = setInterval(tick, REISSUE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
