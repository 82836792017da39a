import { describe, expect, it } from 'vitest';
import { orderListQuery, pageRange, readOrderFilters, writeOrderFilters } from './order-filters';

describe('order filters', () => {
  it('reads a dashboard deep link', () => {
    expect(readOrderFilters(new URLSearchParams('status=inShipping'))).toEqual({
      status: 'inShipping',
      q: undefined,
      page: 1,
    });
  });

  it('ignores an unknown status and a bad page', () => {
    expect(readOrderFilters(new URLSearchParams('status=shipped&page=-2&q=%20%20'))).toEqual({
      status: undefined,
      q: undefined,
      page: 1,
    });
  });

  it('writes only what differs from the defaults and round-trips', () => {
    const filters = { status: 'confirmed' as const, q: 'priya@example.com', page: 3 };
    const params = writeOrderFilters(filters);
    expect(params.toString()).toBe('status=confirmed&q=priya%40example.com&page=3');
    expect(readOrderFilters(params)).toEqual(filters);
    expect(writeOrderFilters({ page: 1 }).toString()).toBe('');
  });

  it('always sends page and page size to the API', () => {
    expect(orderListQuery({ page: 1 })).toBe('page=1&pageSize=20');
  });

  it('looks up an order number typed with or without #, and sends other text as a search', () => {
    expect(orderListQuery({ q: '#1001', page: 1 })).toBe('orderNumber=1001&page=1&pageSize=20');
    expect(orderListQuery({ q: '1001', status: 'confirmed', page: 2 })).toBe(
      'status=confirmed&page=2&orderNumber=1001&pageSize=20',
    );
    expect(orderListQuery({ q: 'priya@example.com', page: 1 })).toBe(
      'q=priya%40example.com&page=1&pageSize=20',
    );
  });

  it('searches a phone read out in any spacing or prefix as a phone, never as an order number', () => {
    for (const phone of ['9844055667', '09844055667', '919844055667', '+919844055667', '98440 55667']) {
      expect(orderListQuery({ q: phone, page: 1 }), phone).toBe(
        `q=${encodeURIComponent(phone).replace(/%20/g, '+')}&page=1&pageSize=20`,
      );
    }
    // With '#' it is an order number, however long.
    expect(orderListQuery({ q: '#9844055667', page: 1 })).toBe('orderNumber=9844055667&page=1&pageSize=20');
  });

  it('computes the visible range', () => {
    expect(pageRange(2, 20, 53)).toEqual({ pages: 3, from: 21, to: 40, hasPrev: true, hasNext: true });
    expect(pageRange(1, 20, 0)).toEqual({ pages: 1, from: 0, to: 0, hasPrev: false, hasNext: false });
    expect(pageRange(3, 20, 53)).toMatchObject({ from: 41, to: 53, hasNext: false });
  });
});
