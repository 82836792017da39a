// Admin → Products' stock badge (issue 35): the dashboard's rule (stockAlert), not "under 10".
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Product } from '@resham/shared';
import { AdminProductCard } from './admin-product-card';

const product = (totalStock: number, images: string[] = ['/media/a.webp']): Product => ({
  _id: 'p1',
  id: 'p1',
  title: 'Mango Buta Kanchipuram',
  description: 'Silk',
  category: 'Sarees',
  subcategory: null,
  categoryId: 'c1',
  subcategoryId: null,
  price: 15000,
  salePrice: 0,
  totalStock,
  averageReview: 0,
  reviewCount: 0,
  youtubeLink: null,
  images,
  image: images[0] ?? '',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const card = (totalStock: number, lowStockAt?: number) =>
  renderToString(
    <AdminProductCard
      product={product(totalStock)}
      lowStockAt={lowStockAt}
      onEdit={() => {}}
      onDelete={() => {}}
    />,
  );

describe('the admin product card’s stock badge', () => {
  it('says low stock at or below the product’s alert, as the dashboard does', () => {
    expect(card(7, 2)).not.toContain('Low stock');
    expect(card(2, 2)).toContain('Low stock');
    expect(card(7, 10)).toContain('Low stock');
    expect(card(1, 0)).not.toContain('Low stock');
  });

  it('says out of stock at 0, and nothing else until the alert is known', () => {
    expect(card(0, 2)).toContain('Out of stock');
    expect(card(0)).toContain('Out of stock');
    expect(card(3)).not.toContain('Low stock');
  });

  it('calls a product without a photo a draft, which the shop does not show (issue 36)', () => {
    const draft = renderToString(
      <AdminProductCard product={product(3, [])} onEdit={() => {}} onDelete={() => {}} />,
    );
    expect(draft).toContain('Draft: add a photo');
    expect(card(3)).not.toContain('Draft');
  });
});
