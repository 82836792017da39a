import { vitestTier } from './vitest.shared.ts';

/** The unit and API tier (npm run test:unit); the operations suites (*.ops.test.ts) have a tier of their own. */
export default vitestTier(
  [
    'packages/**/*.test.ts',
    'apps/server/**/*.test.ts',
    'apps/web/**/*.test.{ts,tsx}',
    'scripts/**/*.test.ts',
  ],
  ['**/*.ops.test.ts'],
);
