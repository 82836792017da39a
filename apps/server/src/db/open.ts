import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
  });
  await database.migrate();
  return database;
}
