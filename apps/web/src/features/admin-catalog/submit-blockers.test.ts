import { describe, expect, it } from 'vitest';
import { blockerSummary, submitBlockers } from './submit-blockers';
import { emptyProductValues, type ProductFormValues } from './product-form-logic';

const img = `/media/${'a'.repeat(32)}-800.webp`;
const ready: ProductFormValues = {
  ...emptyProductValues(),
  title: 'Peacock Kanchipuram',
  description: 'Korvai silk with a temple border.',
  category: 'Kanchipuram Silk Sarees',
  subcategory: '',
  shopperPrice: '12600',
  shopperSalePrice: '0',
  totalStock: '4',
  youtubeLink: '',
  images: [img],
};

describe('submitBlockers', () => {
  it('has nothing to say about a form that can be sent (a valid YouTube link included)', () => {
    expect(submitBlockers(ready)).toEqual([]);
    expect(submitBlockers({ ...ready, youtubeLink: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual([]);
  });

  it('names the invalid YouTube link, and only it', () => {
    const blockers = submitBlockers({ ...ready, youtubeLink: 'https://vimeo.com/123' });
    expect(blockers).toEqual([{ field: 'youtubeLink', action: 'fix the YouTube link' }]);
    expect(blockerSummary(blockers, false)).toBe('Fix the YouTube link to add this product.');
    expect(blockerSummary(blockers, true)).toBe('Fix the YouTube link to save your changes.');
  });

  it('lists what an empty form needs, in the order the form shows the fields', () => {
    expect(submitBlockers(emptyProductValues()).map((b) => b.field)).toEqual([
      'images',
      'title',
      'description',
      'category',
      'shopperPrice',
      'shopperSalePrice',
      'totalStock',
    ]);
  });

  it('tells a missing field from an invalid one', () => {
    expect(submitBlockers({ ...ready, shopperPrice: '' })).toEqual([
      { field: 'shopperPrice', action: 'enter what shoppers pay' },
    ]);
    expect(submitBlockers({ ...ready, shopperPrice: '-5' })).toEqual([
      { field: 'shopperPrice', action: 'fix the price' },
    ]);
    // A figure no base price gives with 5% GST (₹10.59 and ₹10.61 can be shown; ₹10.60 cannot).
    expect(submitBlockers({ ...ready, shopperPrice: '10.60' })).toEqual([
      { field: 'shopperPrice', action: 'fix the price' },
    ]);
    expect(submitBlockers({ ...ready, totalStock: '2.5' })).toEqual([
      { field: 'totalStock', action: 'fix the total stock' },
    ]);
    // A sale price at or above the price.
    expect(submitBlockers({ ...ready, shopperSalePrice: '12600' })).toEqual([
      { field: 'shopperSalePrice', action: 'fix the sale price' },
    ]);
    expect(submitBlockers({ ...ready, images: [] })).toEqual([
      { field: 'images', action: 'add at least one image' },
    ]);
  });

  it('waits for uploads in progress', () => {
    expect(submitBlockers(ready, true)).toEqual([
      { field: 'uploading', action: 'wait for the images to finish uploading' },
    ]);
  });

  it('joins several reasons into one sentence', () => {
    const blockers = submitBlockers({ ...ready, title: ' ', youtubeLink: 'not a link' });
    expect(blockerSummary(blockers, false)).toBe('Add a title and fix the YouTube link to add this product.');
    expect(
      blockerSummary(submitBlockers({ ...ready, title: '', description: '', youtubeLink: 'x' }), true),
    ).toBe('Add a title, add a description and fix the YouTube link to save your changes.');
    expect(blockerSummary([], false)).toBe('');
  });

  // Spec §5: every field but averageReview, subcategory and youtubeLink must have a value.
  it.each(['title', 'description', 'category', 'shopperPrice', 'shopperSalePrice', 'totalStock'] as const)(
    'asks for %s while it is blank or only spaces',
    (field) => {
      for (const blank of ['', '   '])
        expect(submitBlockers({ ...ready, [field]: blank }).map((b) => b.field)).toEqual([field]);
    },
  );

  it('needs no subcategory or YouTube link; 0 counts as a value', () => {
    expect(
      submitBlockers({ ...ready, subcategory: '', youtubeLink: '', shopperSalePrice: '0', totalStock: '0' }),
    ).toEqual([]);
  });
});
