import { afterEach, expect } from 'vitest';
import { hydrationProblems } from './browser';

// Every test fails on a React hydration error or warning on any page it visited (see watchHydration).
afterEach(() => {
  const seen = hydrationProblems.splice(0);
  expect(seen, 'React hydration errors or warnings').toEqual([]);
});
