import path from 'node:path';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { openConfiguredDatabase } from './db/open';
import { DataDirLock } from './lib/data-dir-lock';

async function main() {
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
  if (config.SEED_DEMO) {
    // The demo catalogue (its artwork generator is large) is loaded only when it is to be seeded.
    const { seedDemoCatalogue } = await import('./modules/catalog/demo/seed');
    await seedDemoCatalogue(database.db, app.services.media, app.log);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
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
