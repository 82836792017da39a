import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

const json = (text: string) => async () => JSON.stringify(text);

describe('the response cache past its cap', () => {
  it('keeps a listing in use while 520 distinct listings pass through, and drops the least recently used', async () => {
    const cache = new ResponseCache(600_000, 500);
    expect((await cache.entry('home', json('home v1'))).hit).toBe(false);
    expect((await cache.entry('oldest', json('oldest'))).hit).toBe(false);
    for (let i = 0; i < 520; i++) {
      await cache.entry(`flood-${i}`, json(`flood ${i}`));
      // The shop's own listing keeps being read while the flood goes on.
      if (i % 50 === 0) expect((await cache.entry('home', json('home v2'))).hit).toBe(true);
    }
    const home = await cache.entry('home', json('home v2'));
    expect(home).toEqual({ body: Buffer.from('"home v1"'), hit: true });
    // The least recently used went first: the entry nobody read again, and the flood's first ones.
    expect((await cache.entry('oldest', json('oldest'))).hit).toBe(false);
    expect((await cache.entry('flood-0', json('flood 0'))).hit).toBe(false);
    // The newest of the flood are still there: only what was needed to stay at 500 was dropped.
    expect((await cache.entry('flood-519', json('flood 519'))).hit).toBe(true);
  });
});
