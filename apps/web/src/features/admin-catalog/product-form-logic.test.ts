import { describe, expect, it } from 'vitest';
import {
  CATALOG_MESSAGES,
  MESSAGES,
  productBasePrices,
  productInputSchema,
  type Product,
} from '@resham/shared';
import { ApiError } from '../../lib/api-error';
import {
  appendImages,
  emptyProductValues,
  loadedStock,
  MAX_IMAGES,
  moveItem,
  productToValues,
  removeAt,
  resolveStockConflict,
  roomForImages,
  savedToastTitle,
  stockConflictOf,
  subcategoriesFor,
  type ProductFormValues,
} from './product-form-logic';

const img = (n: number) => `/media/${n.toString(16).padStart(32, '0')}-1600.webp`;

const filled: ProductFormValues = {
  ...emptyProductValues(),
  title: 'Peacock Kanchipuram',
  description: 'Korvai silk with a temple border.',
  category: 'Kanchipuram Silk Sarees',
  subcategory: '',
  shopperPrice: '12600',
  shopperSalePrice: '0',
  totalStock: '3',
  youtubeLink: '',
  images: [img(1)],
};

describe('the form values against the shared schema', () => {
  it('turns the typed text into the API body: the figures shoppers pay', () => {
    const out = productInputSchema.parse({
      ...filled,
      title: '  Peacock Kanchipuram  ',
      shopperSalePrice: '11025.53',
    });
    expect(out).toMatchObject({
      title: 'Peacock Kanchipuram',
      subcategory: null,
      youtubeLink: null,
      shopperPrice: 12600,
      shopperSalePrice: 11025.53,
      totalStock: 3,
    });
    // The base price is the server's to work out: the form sends none.
    expect(out.price).toBeUndefined();
    expect(out.salePrice).toBeUndefined();
    expect(productBasePrices(out)).toEqual({ price: 12000, salePrice: 10500.5 });
  });

  it('refuses a sale price not below the price, and a fractional stock', () => {
    const sale = productInputSchema.safeParse({ ...filled, shopperSalePrice: '12600' });
    expect(sale.success).toBe(false);
    expect(sale.error?.issues[0]).toMatchObject({
      path: ['shopperSalePrice'],
      message: CATALOG_MESSAGES.salePriceTooHigh,
    });
    const stock = productInputSchema.safeParse({ ...filled, totalStock: '2.5' });
    expect(stock.error?.issues[0]?.message).toBe(CATALOG_MESSAGES.stockInvalid);
  });

  it('round-trips a product from the API into the edit form', () => {
    const product = {
      title: 'Tussar',
      description: 'Wild silk',
      category: 'Tussar Silk Sarees',
      subcategory: 'Ghicha',
      price: 8500,
      salePrice: 0,
      totalStock: 0,
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
      images: [img(2), img(3)],
      image: img(2),
    } as Product;
    const values = productToValues(product);
    // The form shows what shoppers pay (₹8,500 + 5% GST); saving it unchanged stores ₹8,500 again.
    expect(values).toMatchObject({
      subcategory: 'Ghicha',
      shopperPrice: '8925',
      shopperSalePrice: '0',
      totalStock: '0',
    });
    expect(values.images).not.toBe(product.images);
    expect(productBasePrices(productInputSchema.parse(values))).toEqual({ price: 8500, salePrice: 0 });
    expect(productInputSchema.parse(values)).toMatchObject({
      totalStock: 0,
      images: product.images,
    });
  });

  it('sends what the saree is made of as the API reads it, and loads it back into the form', () => {
    const out = productInputSchema.parse({
      ...filled,
      fabric: '  Pure   mulberry silk ',
      weave: 'Kanchipuram',
      colour: '',
      occasion: ['festive', 'wedding'],
      lengthMetres: '6.3',
      blousePiece: 'true',
      zari: 'pure',
      care: 'Dry clean only',
      silkMark: 'false',
    });
    expect(out).toMatchObject({
      fabric: 'Pure mulberry silk',
      weave: 'Kanchipuram',
      colour: null,
      occasion: ['wedding', 'festive'],
      lengthMetres: 6.3,
      blousePiece: true,
      zari: 'pure',
      care: 'Dry clean only',
      silkMark: false,
    });
    const back = productToValues({ ...({} as Product), image: '', salePrice: 0, ...out } as Product);
    expect(back).toMatchObject({ lengthMetres: '6.3', blousePiece: 'true', silkMark: 'false', colour: '' });
    // A length past a saree's, in millimetres, or a zari kind of its own: each field says why.
    const bad = productInputSchema.safeParse({ ...filled, lengthMetres: '6.305', zari: 'gold' });
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['lengthMetres', 'zari']);
  });

  it('falls back to the legacy single image', () => {
    const values = productToValues({ ...({} as Product), images: [], image: img(9), salePrice: 0 });
    expect(values.images).toEqual([img(9)]);
  });
});

describe('subcategoriesFor (spec §4: only the chosen category’s)', () => {
  const tree = {
    categories: [
      { id: 'a', _id: 'a', name: 'Cotton Sarees' },
      { id: 'b', _id: 'b', name: 'Linen Sarees' },
    ],
    subcategories: [
      { id: 's1', _id: 's1', name: 'Chettinad', categoryId: 'a' },
      { id: 's2', _id: 's2', name: 'Tissue', categoryId: 'b' },
      { id: 's3', _id: 's3', name: 'Kovai', categoryId: 'a' },
    ],
  };
  it('lists the subcategories of the named category (case-insensitive)', () => {
    expect(subcategoriesFor(tree, 'cotton sarees').map((s) => s.name)).toEqual(['Chettinad', 'Kovai']);
    expect(subcategoriesFor(tree, 'Linen Sarees').map((s) => s.name)).toEqual(['Tissue']);
  });
  it('is empty without a category, for an unknown one, or before the tree loads', () => {
    expect(subcategoriesFor(tree, '')).toEqual([]);
    expect(subcategoriesFor(tree, 'Silk')).toEqual([]);
    expect(subcategoriesFor(undefined, 'Cotton Sarees')).toEqual([]);
  });
});

describe('image list helpers', () => {
  it('moves an image left or right, clamped at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('does not change the list it was given', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, 1);
    removeAt(list, 0);
    expect(list).toEqual(['a', 'b']);
  });

  it('removes by index', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeAt(['a'], 3)).toEqual(['a']);
  });

  it('appends uploads up to 10, skipping duplicates, and counts what did not fit', () => {
    const nine = Array.from({ length: 9 }, (_, i) => img(i));
    expect(appendImages(nine, [img(100), img(101), img(1)])).toEqual({
      images: [...nine, img(100)],
      dropped: 1,
    });
    expect(roomForImages(nine)).toBe(1);
    expect(roomForImages([...nine, img(100), img(101)])).toBe(0);
    expect(MAX_IMAGES).toBe(10);
  });
});

describe('stock edits never overwrite units sold or reserved since the form was loaded', () => {
  const conflictError = (currentStock: unknown) =>
    new ApiError(CATALOG_MESSAGES.stockChanged(Number(currentStock)), 409, undefined, {
      success: false,
      message: CATALOG_MESSAGES.stockChanged(Number(currentStock)),
      currentStock,
    });

  it('the baseline is the figure the form loaded', () => {
    expect(loadedStock({ ...filled, totalStock: '7' })).toBe(7);
    expect(loadedStock(emptyProductValues())).toBe(0);
  });

  it('reads a 409 with the current figure, and nothing else, as a stock conflict', () => {
    expect(stockConflictOf(conflictError(0))).toEqual({
      message: CATALOG_MESSAGES.stockChanged(0),
      currentStock: 0,
    });
    expect(stockConflictOf(conflictError(12))?.currentStock).toBe(12);
    // Another 409 (a duplicate, say), a 409 without a usable figure, other errors: not a stock conflict.
    expect(stockConflictOf(new ApiError('Taken', 409))).toBeNull();
    expect(stockConflictOf(conflictError('3'))).toBeNull();
    expect(stockConflictOf(conflictError(-1))).toBeNull();
    expect(
      stockConflictOf(new ApiError('Product not found.', 404, undefined, { currentStock: 1 })),
    ).toBeNull();
    expect(stockConflictOf(new Error('boom'))).toBeNull();
  });

  it('an untouched stock field takes the current figure, which becomes the baseline', () => {
    const conflict = { message: CATALOG_MESSAGES.stockChanged(0), currentStock: 0 };
    expect(resolveStockConflict('2', 2, conflict)).toEqual({
      baseline: 0,
      stockField: '0',
      notice: CATALOG_MESSAGES.stockChanged(0),
    });
    // Typed over and back to the same figure counts as untouched.
    expect(resolveStockConflict(' 2 ', 2, conflict).stockField).toBe('0');
  });

  it('a figure the admin typed is kept, with the current one and what saving will do', () => {
    const conflict = { message: CATALOG_MESSAGES.stockChanged(1), currentStock: 1 };
    const resolved = resolveStockConflict('10', 3, conflict);
    expect(resolved).toEqual({
      baseline: 1,
      stockField: '10',
      notice: `${CATALOG_MESSAGES.stockChanged(1)} ${MESSAGES.adminCatalog.stockKept('10')}`,
    });
    expect(resolved.notice).toContain('Stock changed to 1');
    // A cleared field is not "untouched": it stays empty for the admin to fill in.
    expect(resolveStockConflict('', 0, conflict)).toMatchObject({ baseline: 1, stockField: '' });
  });
});

describe('the toast after saving a product', () => {
  it('says "Product added" for a new product, whatever the API answered', () => {
    expect(savedToastTitle(false, 'Product add successfully')).toBe('Product added');
  });
  it("says the server's words for an edit, else that the product was updated", () => {
    expect(savedToastTitle(true, 'Saved')).toBe('Saved');
    expect(savedToastTitle(true, undefined)).toBe(CATALOG_MESSAGES.productUpdated);
  });
});
