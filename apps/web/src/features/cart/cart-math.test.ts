import { describe, expect, it } from 'vitest';
import type { CartItem } from './api';
import {
  blockingItems,
  cartItemCount,
  cartSubtotalPaise,
  lineTotalPaise,
  unitPriceWithTaxPaise,
  withAdded,
  withQuantity,
} from './cart-math';

const item = (over: Partial<CartItem>): CartItem => ({
  productId: 'p',
  title: 'Saree',
  image: '',
  images: [],
  price: 1550,
  salePrice: 0,
  quantity: 1,
  totalStock: 5,
  availability: 'ok',
  ...over,
});

describe('cart money', () => {
  it('prices a unit at the sale price when above 0, with 5% tax', () => {
    expect(unitPriceWithTaxPaise(item({}))).toBe(162_750);
    expect(unitPriceWithTaxPaise(item({ salePrice: 1000 }))).toBe(105_000);
    expect(lineTotalPaise(item({ quantity: 3 }))).toBe(488_250);
  });

  it('counts units, and leaves deleted or sold-out lines out of the subtotal', () => {
    const items = [
      item({ productId: 'a', quantity: 2 }),
      item({ productId: 'b', availability: 'deleted' }),
      item({ productId: 'c', availability: 'out-of-stock', totalStock: 0 }),
      item({ productId: 'd', quantity: 6, availability: 'insufficient-stock' }),
    ];
    expect(cartItemCount(items)).toBe(10);
    expect(cartSubtotalPaise(items)).toBe(162_750 * 8);
    expect(blockingItems(items).map((i) => i.productId)).toEqual(['b', 'c', 'd']);
  });
});

describe('optimistic cart shapes', () => {
  const cart = { _id: 'u', userId: 'u', items: [item({ productId: 'a', totalStock: 2 })] };

  it('an added product without price details still counts', () => {
    const next = withAdded(cart, { _id: 'b', title: 'New', totalStock: 1 });
    expect(next.items[1]).toMatchObject({ productId: 'b', quantity: 1, price: 0, availability: 'ok' });
    expect(cart.items).toHaveLength(1); // not mutated
  });

  it('a quantity over the stock is marked until the server answers', () => {
    expect(withQuantity(cart, 'a', 3).items[0]!.availability).toBe('insufficient-stock');
    expect(withQuantity(cart, 'a', 2).items[0]!.availability).toBe('ok');
  });
});
