// Vitest global setup: the PostgreSQL the API suites run on (see postgres.mjs for which one), and the
// migrated template database and PGlite snapshot every test database is copied from. The workers
// Vitest starts after this inherit TEST_DATABASE_URL, TEST_TEMPLATE_DATABASE and TEST_PGLITE_SNAPSHOT.
import { makeTestTemplates } from '../../apps/server/test/database-templates';
import { provideTestDatabase } from './postgres.mjs';

export default async function setup() {
  let stopPostgres: () => Promise<void>;
  try {
    stopPostgres = await provideTestDatabase();
  } catch (error) {
    throw new Error(
      `The PostgreSQL suites cannot run: no PostgreSQL could be reached or started (${(error as Error)?.message ?? error}). ` +
        'Set TEST_DATABASE_URL to a server the tests may create databases on.',
      { cause: error },
    );
  }
  const dropTemplates = await makeTestTemplates(process.env.TEST_DATABASE_URL!);
  return async () => {
    await dropTemplates();
    await stopPostgres();
  };
}
