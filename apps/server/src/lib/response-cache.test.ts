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

/** A making that waits for `release()`: lets a test clear the cache while an answer is being made. */
function held(text: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    produce: async () => {
      await gate;
      return JSON.stringify(text);
    },
    release: () => release(),
  };
}

describe('the response cache by tag', () => {
  it('clears only the entries carrying a cleared tag', async () => {
    const cache = new ResponseCache(600_000);
    await cache.entry('listing', json('listing'), ['products']);
    await cache.entry('product a', json('a'), ['product:a', 'product:*']);
    await cache.entry('product b', json('b'), ['product:b', 'product:*']);
    await cache.entry('banners', json('banners'), ['banners']);
    cache.clear(['products', 'product:a']);
    expect((await cache.entry('listing', json('listing v2'), ['products'])).hit).toBe(false);
    expect((await cache.entry('product a', json('a v2'), ['product:a'])).hit).toBe(false);
    expect((await cache.entry('product b', json('b v2'), ['product:b'])).hit).toBe(true);
    expect((await cache.entry('banners', json('banners v2'), ['banners'])).hit).toBe(true);
    cache.clear(['product:*']);
    expect((await cache.entry('product b', json('b v3'), ['product:b'])).body.toString()).toBe('"b v3"');
    // No tags clears everything (a lost listener connection).
    cache.clear();
    expect((await cache.entry('banners', json('banners v3'), ['banners'])).hit).toBe(false);
  });

  it('does not keep an answer made from data read before a change of one of its tags, and keeps the others', async () => {
    const cache = new ResponseCache(600_000);
    const listing = held('listing read before the change');
    const banners = held('banners');
    const makingListing = cache.entry('listing', listing.produce, ['products']);
    const makingBanners = cache.entry('banners', banners.produce, ['banners']);
    cache.clear(['products']);
    // A request after the change does not wait for the answer made before it: it makes its own.
    const after = cache.entry('listing', json('listing read after the change'), ['products']);
    expect(await after).toEqual({ body: Buffer.from('"listing read after the change"'), hit: false });
    listing.release();
    banners.release();
    expect((await makingListing).hit).toBe(false);
    expect((await makingBanners).hit).toBe(false);
    // The old answer did not overwrite the new one; the banners, whose tag was not cleared, were kept.
    expect(await cache.entry('listing', json('x'), ['products'])).toEqual({
      body: Buffer.from('"listing read after the change"'),
      hit: true,
    });
    expect(await cache.entry('banners', json('x'), ['banners'])).toEqual({
      body: Buffer.from('"banners"'),
      hit: true,
    });
  });

  it('tags an entry with those of the cached answers read while making it', async () => {
    const answers = new ResponseCache(600_000);
    const pages = new ResponseCache(600_000);
    // A page made from an answer made for it, and one made from an answer already cached.
    const page = (key: string, answer: string, tags: string[]) =>
      pages.entry(key, async () => {
        const { body } = await answers.entry(answer, json(answer), tags);
        return `<main>${body.toString()}</main>`;
      });
    await page('listing page', 'listing', ['products']);
    await page('product page', 'product a', ['product:a']);
    await page('another listing page', 'listing', ['products']);
    await pages.entry('about page', json('about'));
    pages.clear(['products']);
    expect((await pages.entry('listing page', json('x'))).hit).toBe(false);
    expect((await pages.entry('another listing page', json('x'))).hit).toBe(false);
    expect((await pages.entry('product page', json('x'))).hit).toBe(true);
    expect((await pages.entry('about page', json('x'))).hit).toBe(true);
    pages.clear(['product:a']);
    expect((await pages.entry('product page', json('x'))).hit).toBe(false);
  });

  it('clears an answer by its own tags without lending them to a page made from it', async () => {
    const answers = new ResponseCache(600_000);
    const pages = new ResponseCache(600_000);
    const makePage = () =>
      pages.entry('product page', async () => {
        const made = await answers.entry('product a', json('a, 40 left'), ['product:a'], ['stock:a']);
        return `<main>${made.body.toString()}</main>`;
      });
    await makePage();
    for (const cache of [answers, pages]) cache.clear(['stock:a']);
    expect((await answers.entry('product a', json('a, 39 left'), ['product:a'], ['stock:a'])).hit).toBe(
      false,
    );
    expect((await makePage()).hit).toBe(true);
    pages.clear(['product:a']);
    expect((await makePage()).hit).toBe(false);
  });

  it('does not keep a page whose answer was cleared while the page was being made', async () => {
    const answers = new ResponseCache(600_000);
    const pages = new ResponseCache(600_000);
    const listing = held('listing');
    const making = pages.entry('listing page', async () => {
      const { body } = await answers.entry('listing', listing.produce, ['products']);
      return `<main>${body.toString()}</main>`;
    });
    pages.clear(['products']);
    listing.release();
    expect((await making).hit).toBe(false);
    expect((await pages.entry('listing page', json('made again'))).body.toString()).toBe('"made again"');
  });

  it('keeps its cap with tagged entries, dropping the least recently used', async () => {
    const cache = new ResponseCache(600_000, 3);
    await cache.entry('a', json('a'), ['products']);
    await cache.entry('b', json('b'), ['banners']);
    await cache.entry('c', json('c'), ['products']);
    expect(await cache.entry('a', json('a')).then((r) => r.hit)).toBe(true);
    await cache.entry('d', json('d'), ['featured']);
    // 'b' was the least recently used; 'a', 'c' and 'd' are the three kept.
    expect((await cache.entry('b', json('b'), ['banners'])).hit).toBe(false);
    cache.clear(['products']);
    for (const key of ['e', 'f']) await cache.entry(key, json(key), ['categories']);
    expect((await cache.entry('b', json('b'), ['banners'])).hit).toBe(true);
    expect((await cache.entry('d', json('d'), ['featured'])).hit).toBe(false);
  });
});
