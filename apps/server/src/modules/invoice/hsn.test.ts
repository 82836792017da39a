import { describe, expect, it } from 'vitest';
import { hsnFor } from './hsn';

describe('hsnFor', () => {
  it.each([
    ['Kanchipuram Silk Sarees', '5007'],
    ['Kanchipuram Soft Silk Sarees', '5007'],
    ['Tussar Silk Sarees', '5007'],
    ['Organza Sarees', '5007'],
    ['Cotton Sarees', '5208'],
    ['Silk Cotton Sarees', '5212'],
    ['Linen Sarees', '5309'],
    ['Chanderi Sarees', '5007'],
    ['Bengal Khadi Sarees', '5208'],
    ['Dupattas', '6214'],
    ['Kalamkari Sarees', '5208'],
    ['Terracotta Jewellery', '7117'],
    ['Paintings', '9701'],
    ['Customized Sarees', '5007'],
    ['Diverse Collections', '5007'],
  ])('%s → %s', (category, code) => {
    expect(hsnFor(category)).toBe(code);
  });

  it('matches names ignoring case, spaces and punctuation, and guesses new names by keyword', () => {
    expect(hsnFor('  cotton   SAREES ')).toBe('5208');
    expect(hsnFor('Silk-Cotton Sarees')).toBe('5212');
    expect(hsnFor('Mangalagiri Cotton')).toBe('5208');
    expect(hsnFor('Banarasi Silk')).toBe('5007');
    expect(hsnFor('Silk Dupattas')).toBe('6214');
    expect(hsnFor('Something else')).toBe('5007');
    expect(hsnFor('')).toBe('5007');
  });

  it('applies configured overrides first (JSON text or object)', () => {
    expect(hsnFor('Cotton Sarees', '{"Cotton Sarees":"52085"}')).toBe('52085');
    expect(hsnFor('cotton sarees', { 'Cotton  Sarees': '5211' })).toBe('5211');
    expect(hsnFor('Linen Sarees', '{"Cotton Sarees":"52085"}')).toBe('5309');
    expect(hsnFor('Linen Sarees', 'not json')).toBe('5309');
  });
});
