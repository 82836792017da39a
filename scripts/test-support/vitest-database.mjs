// Vitest global setup: every database suite also runs on PostgreSQL (see postgres.mjs for which one).
// The workers Vitest starts after this inherit TEST_DATABASE_URL.
import { provideTestDatabase } from './postgres.mjs';

export default async function setup() {
  try {
    return await provideTestDatabase();
  } catch (error) {
    throw new Error(
      `The PostgreSQL suites cannot run: no PostgreSQL could be reached or started (${error?.message ?? error}). ` +
        'Set TEST_DATABASE_URL to a server the tests may create databases on.',
    );
  }
}
