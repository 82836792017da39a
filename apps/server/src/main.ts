import path from 'node:path';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { openConfiguredDatabase } from './db/open';
import { DataDirLock } from './lib/data-dir-lock';
import { usePrivateFileModes } from './lib/private-files';
import { catalogueIsEmpty } from './modules/catalog/demo/catalogue-is-empty';

async function main() {
  usePrivateFileModes();
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const lock = config.DATABASE_URL ? null : new DataDirLock(config.dataDir);
  try {
    lock?.acquire();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }

  let database: Database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (err) {
    lock?.release();
    console.error(`Could not open the database: ${(err as Error).message}`);
    process.exit(1);
  }

  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config.LOG_LEVEL),
    ...(config.WEB_DIST ? { webRoot: path.resolve(config.WEB_DIST) } : {}),
  });
  // A remote object store is checked before the shop opens: refused credentials or a missing bucket stop
  // it with one line; a store that cannot be reached now only warns (pages work, uploads answer 503).
  const storage = app.services.media.storage;
  try {
    const check = await storage.verify?.();
    if (check && !check.reachable) {
      app.log.warn(
        { error: check.error },
        'object storage cannot be reached; uploads answer 503 until it can',
      );
    }
  } catch (err) {
    console.error((err as Error).message);
    await app.close();
    await database.close();
    lock?.release();
    process.exit(1);
  }
  if (config.SEED_DEMO && (await catalogueIsEmpty(database.db))) {
    // The demo catalogue (its artwork generator is large) is loaded only when it is to be seeded.
    const { seedDemoCatalogue } = await import('./modules/catalog/demo/seed');
    await seedDemoCatalogue(database.db, app.services.media, app.log);
  }

  // Shutting down: readiness fails at once; after SHUTDOWN_DELAY_SECONDS (time for a load balancer that
  // polls readiness to look elsewhere) the process stops listening, so new connections go to the other
  // processes, finishes the requests in flight, closes idle keep-alive connections, and exits.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.services.readiness.drain();
    app.log.info(
      { signal, delaySeconds: config.SHUTDOWN_DELAY_SECONDS },
      'shutting down: not ready; finishing in-flight requests',
    );
    const force = setTimeout(
      () => {
        app.log.error('requests still in flight after the shutdown timeout; exiting');
        process.exit(1);
      },
      (config.SHUTDOWN_DELAY_SECONDS + 20) * 1000,
    );
    force.unref();
    try {
      if (config.SHUTDOWN_DELAY_SECONDS > 0) {
        await new Promise((r) => setTimeout(r, config.SHUTDOWN_DELAY_SECONDS * 1000));
      }
      await app.close();
      await database.close();
    } finally {
      lock?.release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    app.log.error(err, 'could not listen');
    await database.close();
    lock?.release();
    process.exit(1);
  }
}

void main();
