import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './demo-data';
import { demoDetails } from './demo-details';

describe('what the demo sarees are made of', () => {
  const sarees = DEMO_PRODUCTS.filter(
    (p) => p.category.endsWith('Sarees') || p.category === 'Diverse Collections',
  );

  it('gives every saree a fabric and occasions, and the filters several of each', () => {
    for (const p of sarees) {
      const d = demoDetails(p);
      expect(d.fabric, p.title).toBeTruthy();
      expect(d.occasion?.length, p.title).toBeGreaterThan(0);
    }
    const distinct = (key: 'fabric' | 'weave' | 'colour') =>
      new Set(sarees.map((p) => demoDetails(p)[key]).filter(Boolean)).size;
    expect(distinct('fabric')).toBeGreaterThanOrEqual(8);
    expect(distinct('weave')).toBeGreaterThanOrEqual(8);
    expect(distinct('colour')).toBeGreaterThanOrEqual(15);
  });

  it('reads the weave and colour a title names, and keeps what a product states itself', () => {
    const byTitle = (start: string) => demoDetails(DEMO_PRODUCTS.find((p) => p.title.startsWith(start))!);
    expect(byTitle('Arakku Red Kanchipuram')).toMatchObject({
      colour: 'Arakku red',
      weave: 'Kanchipuram',
      zari: 'tested',
    });
    expect(byTitle('Indigo Kovai Cotton')).toMatchObject({
      colour: 'Indigo',
      weave: 'Kovai',
      fabric: 'Cotton',
    });
    expect(byTitle('Royal Blue Banarasi')).toMatchObject({ colour: 'Royal Blue', weave: 'Banarasi' });
    expect(byTitle('Terracotta Jhumkas')).toEqual({});
  });
});
