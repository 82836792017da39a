import { describe, expect, it } from 'vitest';
import { productsQuery } from './api/listing';
import {
  chosenCount,
  collectionTitle,
  filtersFromSearch,
  initialFilters,
  parseSavedFilters,
  searchFromFilters,
  sortFromSearch,
  sortInAddress,
  subcategoryGroups,
  toggleFilter,
  withPrice,
} from './filters';

describe('toggleFilter (spec §4 Listing filters)', () => {
  it('adds a value, then removes it, dropping the emptied filter', () => {
    const one = toggleFilter({}, 'category', 'Dupattas');
    expect(one).toEqual({ category: ['Dupattas'] });
    const two = toggleFilter(one, 'category', 'Linen Sarees');
    expect(two).toEqual({ category: ['Dupattas', 'Linen Sarees'] });
    expect(toggleFilter(two, 'category', 'Dupattas')).toEqual({ category: ['Linen Sarees'] });
    expect(toggleFilter(one, 'category', 'Dupattas')).toEqual({});
  });

  it('matches values without regard to case', () => {
    expect(toggleFilter({ category: ['dupattas'] }, 'category', 'Dupattas')).toEqual({});
  });

  it('toggles subcategories within the chosen category', () => {
    const base = { category: ['Kanchipuram Silk Sarees'] };
    const picked = toggleFilter(base, 'subcategory', 'Bridal');
    expect(picked).toEqual({ category: ['Kanchipuram Silk Sarees'], subcategory: ['Bridal'] });
    expect(toggleFilter(picked, 'subcategory', 'Bridal')).toEqual(base);
  });

  it('clears the subcategory when another category is checked', () => {
    const state = { category: ['Kanchipuram Silk Sarees'], subcategory: ['Bridal'] };
    expect(toggleFilter(state, 'category', 'Organza Sarees')).toEqual({
      category: ['Kanchipuram Silk Sarees', 'Organza Sarees'],
    });
  });

  it('clears the subcategory when a category is unchecked, and when the last one is', () => {
    const two = { category: ['A', 'B'], subcategory: ['X'] };
    expect(toggleFilter(two, 'category', 'A')).toEqual({ category: ['B'] });
    expect(toggleFilter({ category: ['A'], subcategory: ['X'] }, 'category', 'A')).toEqual({});
  });

  it('does not change its input', () => {
    const state = { category: ['A'], subcategory: ['X'] };
    toggleFilter(state, 'category', 'B');
    expect(state).toEqual({ category: ['A'], subcategory: ['X'] });
  });
});

describe('URL query (spec §2: comma-separated, + for spaces)', () => {
  it('writes categories comma-separated with + for spaces', () => {
    expect(searchFromFilters({ category: ['Kanchipuram Silk Sarees', 'Dupattas'] })).toBe(
      '?category=Kanchipuram+Silk+Sarees,Dupattas',
    );
    expect(searchFromFilters({ category: ['Linen Sarees'], subcategory: ['Tissue Linen'] })).toBe(
      '?category=Linen+Sarees&subcategory=Tissue+Linen',
    );
    expect(searchFromFilters({})).toBe('');
  });

  it('escapes characters that would break the query', () => {
    const filters = { category: ['Tea & Coffee', 'A+B', 'Ünïcode'] };
    expect(searchFromFilters(filters)).toBe('?category=Tea+%26+Coffee,A%2BB,%C3%9Cn%C3%AFcode');
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('reads category, else subcategory, from the URL', () => {
    expect(filtersFromSearch('?category=Kanchipuram+Silk+Sarees,Organza%20Sarees')).toEqual({
      category: ['Kanchipuram Silk Sarees', 'Organza Sarees'],
    });
    expect(filtersFromSearch('?subcategory=Bridal+Silks')).toEqual({ subcategory: ['Bridal Silks'] });
    expect(filtersFromSearch('?category=Linen+Sarees&subcategory=Tissue')).toEqual({
      category: ['Linen Sarees'],
      subcategory: ['Tissue'],
    });
    expect(filtersFromSearch('?category=&sortBy=x')).toEqual({});
    expect(filtersFromSearch('')).toEqual({});
  });

  it('reads the header menu links (URLSearchParams encoding)', () => {
    const search = `?${new URLSearchParams({ category: 'Kanchipuram Soft Silk Sarees' })}`;
    expect(filtersFromSearch(search)).toEqual({ category: ['Kanchipuram Soft Silk Sarees'] });
  });

  it('ignores blanks and duplicates', () => {
    expect(filtersFromSearch('?category=A,,a,+,B')).toEqual({ category: ['A', 'B'] });
  });
});

describe('initial filters on entering the listing', () => {
  const saved = JSON.stringify({ category: ['Dupattas'], subcategory: ['Banarasi'] });

  it('prefers the category URL parameter', () => {
    expect(initialFilters('?category=Linen+Sarees', saved)).toEqual({ category: ['Linen Sarees'] });
  });

  it('then the subcategory parameter', () => {
    expect(initialFilters('?subcategory=Tissue', saved)).toEqual({ subcategory: ['Tissue'] });
  });

  it('then the filters saved in session storage', () => {
    expect(initialFilters('', saved)).toEqual({ category: ['Dupattas'], subcategory: ['Banarasi'] });
    expect(initialFilters('?sortBy=title-atoz', saved)).toEqual({
      category: ['Dupattas'],
      subcategory: ['Banarasi'],
    });
    expect(initialFilters('', null)).toEqual({});
  });

  it('treats unreadable saved filters as none', () => {
    for (const raw of ['{', 'null', '[]', '"x"', '{"category":"Dupattas"}', '{"category":[1,""]}']) {
      expect(parseSavedFilters(raw)).toEqual({});
    }
    expect(parseSavedFilters('{"category":["Dupattas",7],"other":["x"],"subcategory":[]}')).toEqual({
      category: ['Dupattas'],
    });
  });
});

describe('products call and subcategory options', () => {
  it('sends the names comma-separated and the sort', () => {
    const query = productsQuery({ category: ['Linen Sarees', 'Dupattas'] }, 'price-lowtohigh');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      category: 'Linen Sarees,Dupattas',
      sortBy: 'price-lowtohigh',
    });
    expect(productsQuery({}, 'title-ztoa')).toBe('sortBy=title-ztoa');
  });

  it('lists only the chosen categories’ subcategories', () => {
    const categories = [
      { id: '1', name: 'Linen Sarees' },
      { id: '2', name: 'Dupattas' },
      { id: '3', name: 'Paintings' },
    ];
    const subcategories = [
      { id: 'a', name: 'Tissue Linen', categoryId: '1' },
      { id: 'b', name: 'Banarasi', categoryId: '2' },
      { id: 'c', name: 'Tanjore', categoryId: '3' },
    ];
    expect(subcategoryGroups({}, categories, subcategories)).toEqual([]);
    expect(subcategoryGroups({ category: ['dupattas', 'Linen Sarees'] }, categories, subcategories)).toEqual([
      { category: 'Dupattas', subcategories: [subcategories[1]] },
      { category: 'Linen Sarees', subcategories: [subcategories[0]] },
    ]);
  });
});

describe('a saree’s details, price and sort in the address (issue 36)', () => {
  it('reads and writes every filter and the sort, as a shared link carries them', () => {
    const search =
      '?category=Silk+Sarees&fabric=Silk,Cotton+silk&occasion=wedding&priceMin=1575&priceMax=20000';
    const filters = filtersFromSearch(`${search}&sortBy=popular`);
    expect(filters).toEqual({
      category: ['Silk Sarees'],
      fabric: ['Silk', 'Cotton silk'],
      occasion: ['wedding'],
      priceMin: '1575',
      priceMax: '20000',
    });
    expect(searchFromFilters(filters, 'popular')).toBe(`${search}&sortBy=popular`);
    expect(sortFromSearch(`${search}&sortBy=popular`, 'newest')).toBe('popular');
    expect(sortFromSearch('?sortBy=cheapest', null)).toBeNull();
  });

  it('leaves the default sort out of the listing’s address', () => {
    expect(sortInAddress('newest')).toBeNull();
    expect(sortInAddress('title-atoz')).toBe('title-atoz');
  });

  it('drops a price the server would refuse, and counts a range as one choice', () => {
    expect(filtersFromSearch('?priceMin=abc&priceMax=-5')).toEqual({});
    expect(withPrice({ colour: ['Red'] }, ' 1500 ', '')).toEqual({ colour: ['Red'], priceMin: '1500' });
    expect(chosenCount({ colour: ['Red', 'Green'], priceMin: '1', priceMax: '2' })).toBe(3);
    expect(chosenCount({})).toBe(0);
  });

  it('sends details and price to the products call and the facets', () => {
    const query = productsQuery({ weave: ['Kanchipuram'], priceMax: '5000' }, 'newest');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      weave: 'Kanchipuram',
      priceMax: '5000',
      sortBy: 'newest',
    });
  });

  it('titles a list of one collection by its name', () => {
    expect(collectionTitle({ category: ['Kanchipuram Silk Sarees'] })).toBe('Kanchipuram Silk Sarees');
    expect(collectionTitle({ category: ['A', 'B'] })).toBe('All Products');
    expect(collectionTitle({ fabric: ['Silk'] })).toBe('All Products');
  });
});
