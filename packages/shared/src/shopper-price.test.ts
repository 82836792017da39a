import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES, productBasePrices, productInputSchema } from './catalog';
import { basePriceForShopperPaise, priceWithTaxPaise } from './pricing';

describe('the base price under the figure shoppers pay (issue 35)', () => {
  it('finds the base of every figure some base gives, and only those', () => {
    const shown = new Set<number>();
    for (let base = 0; base <= 20_000; base++) {
      const withTax = priceWithTaxPaise(base);
      shown.add(withTax);
      expect(basePriceForShopperPaise(withTax)).toEqual({ basePaise: base });
    }
    for (let figure = 1; figure <= priceWithTaxPaise(20_000); figure++) {
      if (shown.has(figure)) continue;
      // Every gap is one paisa wide: the nearest figures are a paisa either side, and both are shown.
      expect(basePriceForShopperPaise(figure)).toEqual({ below: figure - 1, above: figure + 1 });
      expect(shown.has(figure - 1) && shown.has(figure + 1)).toBe(true);
    }
  });

  it('takes the owner’s ₹18,500 to the base whose price with GST is exactly ₹18,500', () => {
    expect(basePriceForShopperPaise(1_850_000)).toEqual({ basePaise: 1_761_905 });
    expect(priceWithTaxPaise(1_761_905)).toBe(1_850_000);
    // The largest price, ₹1 crore before GST.
    expect(basePriceForShopperPaise(priceWithTaxPaise(1_000_000_000))).toEqual({ basePaise: 1_000_000_000 });
  });
});

describe('the product schema: price or shopperPrice, salePrice or shopperSalePrice', () => {
  const product = {
    title: 'Peacock Kanchipuram',
    description: 'Pure zari',
    category: 'Silk Sarees',
    totalStock: 2,
    images: ['/media/0123456789abcdef0123456789abcdef-1600.webp'],
  };
  const prices = (extra: Record<string, unknown>) => {
    const parsed = productInputSchema.safeParse({ ...product, ...extra });
    if (!parsed.success) return parsed.error.issues.map((i) => ({ path: i.path[0], message: i.message }));
    return productBasePrices(parsed.data);
  };

  it('stores the base under the shopper’s figures; the base as sent otherwise', () => {
    expect(prices({ shopperPrice: 18500, shopperSalePrice: '15750' })).toEqual({
      price: 17619.05,
      salePrice: 15000,
    });
    expect(prices({ price: 12000 })).toEqual({ price: 12000, salePrice: 0 });
    expect(prices({ shopperPrice: '12600', shopperSalePrice: '' })).toEqual({ price: 12000, salePrice: 0 });
    expect(prices({ shopperPrice: 12600, shopperSalePrice: 0 })).toEqual({ price: 12000, salePrice: 0 });
  });

  it('takes both when they agree, and refuses them when they do not', () => {
    expect(prices({ price: 17619.05, shopperPrice: 18500, salePrice: 0, shopperSalePrice: 0 })).toEqual({
      price: 17619.05,
      salePrice: 0,
    });
    expect(prices({ price: 18500, shopperPrice: 18500 })).toEqual([
      { path: 'shopperPrice', message: CATALOG_MESSAGES.pricesDisagree(18500, 18500) },
    ]);
    expect(prices({ price: 18500, salePrice: 100, shopperSalePrice: 100 })).toEqual([
      { path: 'shopperSalePrice', message: CATALOG_MESSAGES.pricesDisagree(100, 100) },
    ]);
  });

  it('names the nearest figures when no base gives the one asked for', () => {
    // The first figure from ₹10.00 up that no base gives.
    const gap = [...Array(100).keys()]
      .map((i) => 1000 + i)
      .find((f) => 'below' in basePriceForShopperPaise(f))!;
    const asked = gap / 100;
    expect(prices({ shopperPrice: asked })).toEqual([
      {
        path: 'shopperPrice',
        message: CATALOG_MESSAGES.shopperPriceUnreachable(asked, (gap - 1) / 100, (gap + 1) / 100),
      },
    ]);
  });

  it('keeps the price rules: a price above 0, a sale price below it, neither above ₹1 crore', () => {
    expect(prices({})).toEqual([{ path: 'price', message: CATALOG_MESSAGES.priceInvalid }]);
    expect(prices({ shopperPrice: 0 })).toEqual([
      { path: 'shopperPrice', message: CATALOG_MESSAGES.priceInvalid },
    ]);
    expect(prices({ shopperPrice: 1050, shopperSalePrice: 1050 })).toEqual([
      { path: 'shopperSalePrice', message: CATALOG_MESSAGES.salePriceTooHigh },
    ]);
    expect(prices({ shopperPrice: 1050, shopperSalePrice: -1 })).toEqual([
      { path: 'shopperSalePrice', message: CATALOG_MESSAGES.salePriceInvalid },
    ]);
    expect(prices({ shopperPrice: 10_500_000.01 })).toEqual([
      { path: 'shopperPrice', message: CATALOG_MESSAGES.priceInvalid },
    ]);
    expect(prices({ shopperPrice: 10_500_000 })).toEqual({ price: 10_000_000, salePrice: 0 });
  });
});
