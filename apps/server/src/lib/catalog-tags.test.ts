import { describe, expect, it } from 'vitest';
import { notification, readNotification } from './catalog-changes';
import { shownStockChanged, tagsOf, tagsOfAll } from './catalog-tags';

const stock = (before: number, after: number, id = 'a') => ({ topic: 'stock' as const, id, before, after });

describe('what a catalogue change clears', () => {
  it('clears for a stock change only when the storefront shows it differently', () => {
    // In stock to in stock: nothing shown changes.
    expect(shownStockChanged(40, 39)).toBe(false);
    expect(shownStockChanged(10, 11)).toBe(false);
    // Crossing the low-stock line, within it ('Only N left' shows N), and selling out.
    expect(shownStockChanged(10, 9)).toBe(true);
    expect(shownStockChanged(9, 8)).toBe(true);
    expect(shownStockChanged(1, 0)).toBe(true);
    expect(shownStockChanged(0, 12)).toBe(true);
    // The product's own answer carries the figure: it goes either way; the pages and lists only when shown.
    expect(tagsOf(stock(40, 39))).toEqual(['stock:a']);
    expect(tagsOf(stock(1, 0, 'AB'))).toEqual(['products', 'product:ab', 'stock:ab']);
  });

  it('names the answers each change shows in', () => {
    expect(tagsOf({ topic: 'product', id: 'a' })).toEqual(['products', 'product:a']);
    expect(tagsOf({ topic: 'reviews', productId: 'a' })).toEqual(['products', 'product:a']);
    expect(tagsOf('categories')).toEqual(['categories']);
    expect(tagsOf('category names')).toEqual(['categories', 'products', 'product:*']);
    expect(tagsOf('products')).toEqual(['products', 'product:*']);
    expect(tagsOf('banners')).toEqual(['banners']);
    expect(tagsOf('featured')).toEqual(['featured']);
  });

  it('counts one product’s stock changes as one, from the first figure to the last', () => {
    // A superseded order gives 1 back (9 → 10) and the new one takes it again (10 → 9): nothing shown.
    expect(tagsOfAll([stock(9, 10), stock(10, 9)])).toEqual(['stock:a']);
    expect(tagsOfAll([stock(9, 10), stock(10, 8), stock(40, 39, 'b')])).toEqual([
      'products',
      'product:a',
      'stock:a',
      'stock:b',
    ]);
    expect(tagsOfAll(['banners', stock(2, 1, 'b'), 'banners'])).toEqual([
      'banners',
      'products',
      'product:b',
      'stock:b',
    ]);
  });
});

describe('the notification between processes', () => {
  it('carries the tags, or everything when they would not fit in a payload', () => {
    const tags = ['products', 'product:0b8f3c1e-9a52-4d2f-8f11-2c3d4e5f6a7b'];
    const payload = notification('me', tags);
    expect(readNotification(payload, 'other')).toEqual(tags);
    expect(readNotification(payload, 'me')).toBeNull();
    const many = Array.from({ length: 400 }, (_, i) => `product:${String(i).padStart(36, '0')}`);
    const big = notification('me', many);
    expect(Buffer.byteLength(big)).toBeLessThan(8000);
    expect(readNotification(big, 'other')).toBe('all');
  });

  it('reads a payload it does not understand (an older process’s bare id) as everything', () => {
    expect(readNotification('3f1c2b6e-older-process', 'me')).toBe('all');
    expect(readNotification('me', 'me')).toBeNull();
    expect(readNotification('null', 'me')).toBe('all');
    expect(readNotification(JSON.stringify({ from: 'x', tags: [1] }), 'me')).toBe('all');
  });
});
