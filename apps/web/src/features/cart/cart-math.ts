import {
  priceWithTaxPaise,
  productUnitPricePaise,
  subtotalWithTaxPaise,
  type Paise,
  type SummaryLine,
} from '@resham/shared';
import type { Cart, CartAvailability, CartItem } from './api';

/** What one unit costs the shopper: price (the sale price when above 0) with 5% tax. */
export function unitPriceWithTaxPaise(item: { price: number; salePrice: number }): Paise {
  return priceWithTaxPaise(productUnitPricePaise(item));
}

export function lineTotalPaise(item: CartItem): Paise {
  return unitPriceWithTaxPaise(item) * item.quantity;
}

/** A line that can be bought (perhaps after reducing its quantity). */
export function isBuyable(item: CartItem): boolean {
  return item.availability === 'ok' || item.availability === 'insufficient-stock';
}

/** The lines the checkout summary counts, in the shape the shared summary takes. */
export function summaryLines(items: CartItem[]): SummaryLine[] {
  return items
    .filter(isBuyable)
    .map((item) => ({ unitPricePaise: productUnitPricePaise(item), quantity: item.quantity }));
}

/** Sum of the tax-inclusive line totals of the buyable lines. */
export function cartSubtotalPaise(items: CartItem[]): Paise {
  return subtotalWithTaxPaise(summaryLines(items));
}

/** Number of units in the cart (the badge and 'Cart: N item(s)'). */
export function cartItemCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Lines that block checkout until removed or reduced. */
export function blockingItems(items: CartItem[]): CartItem[] {
  return items.filter((item) => item.availability !== 'ok');
}

function availabilityOf(item: CartItem, quantity: number): CartAvailability {
  if (item.availability === 'deleted') return 'deleted';
  if (item.totalStock <= 0) return 'out-of-stock';
  return quantity > item.totalStock ? 'insufficient-stock' : 'ok';
}

/** What the optimistic add knows about a product (the listing's product object, or less). */
export interface CartProduct {
  _id: string;
  title: string;
  totalStock: number;
  price?: number;
  salePrice?: number;
  images?: string[];
  image?: string;
}

/** The cart after adding one unit of `product` (shown before the server answers). */
export function withAdded(cart: Cart, product: CartProduct): Cart {
  const existing = cart.items.find((item) => item.productId === product._id);
  if (existing) return withQuantity(cart, product._id, existing.quantity + 1);
  const images = product.images ?? (product.image ? [product.image] : []);
  const line: CartItem = {
    productId: product._id,
    title: product.title,
    image: images[0] ?? '',
    images,
    price: product.price ?? 0,
    salePrice: product.salePrice ?? 0,
    quantity: 1,
    totalStock: product.totalStock,
    availability: product.totalStock > 0 ? 'ok' : 'out-of-stock',
  };
  return { ...cart, items: [...cart.items, line] };
}

export function withQuantity(cart: Cart, productId: string, quantity: number): Cart {
  return {
    ...cart,
    items: cart.items.map((item) =>
      item.productId === productId
        ? { ...item, quantity, availability: availabilityOf(item, quantity) }
        : item,
    ),
  };
}

export function withoutItem(cart: Cart, productId: string): Cart {
  return { ...cart, items: cart.items.filter((item) => item.productId !== productId) };
}
