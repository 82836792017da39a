import { describe, expect, it } from 'vitest';
import { applySearchSynonyms, nearestNames, SEARCH_SYNONYMS } from './search-synonyms';

const CATEGORIES = [
  'Kanchipuram Silk Sarees',
  'Organza Sarees',
  'Cotton Sarees',
  'Tussar Silk Sarees',
  'Kalamkari Sarees',
  'Dupattas',
  'Terracotta Jewellery',
];

describe('search synonyms', () => {
  it('maps the trade spellings to the catalogue spelling, one lower-case word to another', () => {
    for (const [from, to] of Object.entries(SEARCH_SYNONYMS)) {
      expect(from).toMatch(/^[a-z]+$/);
      expect(to).toMatch(/^[a-z]+$/);
      expect(from).not.toBe(to);
      // No chains: what a word becomes is never replaced again.
      expect(SEARCH_SYNONYMS[to]).toBeUndefined();
    }
    expect(applySearchSynonyms('Kanjeevaram sari, "tussore"')).toBe('kanchipuram saree, "tussar"');
  });

  it('names the nearest categories, after the synonyms', () => {
    expect(nearestNames('tussore dupata', CATEGORIES)[0]).toMatch(/Tussar|Dupattas/);
    expect(nearestNames('conjeevaram', CATEGORIES)[0]).toBe('Kanchipuram Silk Sarees');
    expect(nearestNames('kalamkaari', CATEGORIES, 1)).toEqual(['Kalamkari Sarees']);
    expect(nearestNames('terracota earrings', CATEGORIES, 1)).toEqual(['Terracotta Jewellery']);
    // Nothing alike: still somewhere to go.
    expect(nearestNames('qwzx', CATEGORIES)).toEqual(CATEGORIES.slice(0, 3));
  });
});
