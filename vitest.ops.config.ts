import { vitestTier } from './vitest.shared.ts';

/**
 * The operations tier (npm run test:ops): suites that start processes, nginx, their own PostgreSQL
 * or compiled servers, restart databases, back up and restore, or check file modes on disk.
 */
export default vitestTier(['apps/server/**/*.ops.test.ts']);
