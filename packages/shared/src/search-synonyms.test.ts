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
      // One word of any script, lower case, as the search meets it (Tamil in its composed form).
      expect(from).toMatch(/^[\p{Ll}\p{Lo}\p{M}]+$/u);
      expect(from.normalize('NFC')).toBe(from);
      expect(to).toMatch(/^[a-z]+$/);
      expect(from).not.toBe(to);
      // No chains: what a word becomes is never replaced again.
      expect(SEARCH_SYNONYMS[to]).toBeUndefined();
    }
    expect(applySearchSynonyms('Kanjeevaram sari, "tussore"')).toBe('kanchipuram saree, "tussar"');
  });

  it('reads Tamil words whole, vowel signs and virama included, in either Unicode form', () => {
    expect(applySearchSynonyms('காஞ்சிபுரம் பட்டு சேலை')).toBe('kanchipuram silk saree');
    expect(applySearchSynonyms('கைத்தறி -பருத்தி')).toBe('handloom -cotton');
    // ோ typed as its two parts (ே + ா) is the same word.
    const decomposed = 'டெரகோட்டா'.normalize('NFD');
    expect(decomposed).not.toBe('டெரகோட்டா');
    expect(applySearchSynonyms(decomposed)).toBe('terracotta');
    // A Tamil word the list does not know stays as it is.
    expect(applySearchSynonyms('மயில்')).toBe('மயில்');
  });

  it('suggests categories for a Tamil query as for its English words', () => {
    expect(nearestNames('காஞ்சிபுரம்', CATEGORIES, 1)).toEqual(['Kanchipuram Silk Sarees']);
    expect(nearestNames('சுடுமண் கம்மல்', CATEGORIES, 1)).toEqual(['Terracotta Jewellery']);
    expect(nearestNames('பருத்தி சேலை', CATEGORIES, 1)).toEqual(['Cotton Sarees']);
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
