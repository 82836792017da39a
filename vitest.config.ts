import { vitestTier } from './vitest.shared.ts';

/**
 * The unit and API tier (npm run test:unit); the operations suites (*.ops.test.ts) have a tier of their own.
 * Files run without isolation: each worker loads the app's modules once for all its files, not once per
 * file (loading them again for each file took close to half the tier's time). A file therefore restores what it
 * changes globally (vi.stubGlobal/vi.stubEnv, undone in its afterEach/afterAll); docs/testing.md.
 */
export default vitestTier(
  [
    'packages/**/*.test.ts',
    'apps/server/**/*.test.ts',
    'apps/web/**/*.test.{ts,tsx}',
    'scripts/**/*.test.ts',
  ],
  { exclude: ['**/*.ops.test.ts'], isolate: false },
);
