import { describe, expect, it } from 'vitest';
import { activityIdsToName, activitySubjectInWords, describeActivityChanges } from './activity-words';

const SAREE = '0b6f7c1e-1111-4a4a-8a8a-000000000001';
const DUPATTA = '0b6f7c1e-1111-4a4a-8a8a-000000000002';
const SILKS = '0b6f7c1e-1111-4a4a-8a8a-000000000003';
const names = new Map([
  [SAREE, 'Mango Buta Kanchipuram'],
  [DUPATTA, 'Chanderi Dupatta'],
  [SILKS, 'Silk Sarees'],
]);

describe('the activity log in the shop’s language', () => {
  it('says a product edit field by field, with ₹ and units, and names the product', () => {
    const entry = {
      kind: 'product.update',
      subject: SAREE,
      before: { price: 15000, salePrice: 0, totalStock: 2, description: 'Old words' },
      after: { price: 16000, salePrice: 14500.5, totalStock: 5, description: 'New words' },
    };
    expect(describeActivityChanges(entry, names)).toEqual([
      'Price: ₹15,000.00 → ₹16,000.00',
      'Sale price: ₹0.00 → ₹14,500.50',
      'Stock: 2 units → 5 units',
      'Description changed',
    ]);
    expect(activitySubjectInWords(entry, names)).toBe('Mango Buta Kanchipuram');
    expect(activityIdsToName(entry)).toEqual([SAREE]);
  });

  it('says orders with the admin screens’ status labels and the refund in rupees, not paise', () => {
    expect(
      describeActivityChanges({
        kind: 'order.status',
        subject: '#1001',
        before: { orderStatus: 'inProcess' },
        after: { orderStatus: 'rejected', reason: 'The weaver could not finish it' },
      }),
    ).toEqual(['Status: In Process → Rejected', 'Reason: The weaver could not finish it']);
    const refund = {
      kind: 'order.refund',
      subject: '#1001',
      before: { paymentStatus: 'paid' },
      after: { paymentStatus: 'refund_pending', amountPaise: 173250 },
    };
    expect(describeActivityChanges(refund)).toEqual(['Payment: Paid → Refund pending', 'Amount: ₹1,732.50']);
    expect(activitySubjectInWords(refund)).toBe('Order #1001');
  });

  it('names featured products and a deleted one, and the import’s columns', () => {
    const featured = {
      kind: 'featured.update',
      subject: 'home page featured products',
      before: { productIds: [SAREE] },
      after: { productIds: [SAREE, DUPATTA, '0b6f7c1e-1111-4a4a-8a8a-00000000dead'] },
    };
    expect(describeActivityChanges(featured, names)).toEqual([
      'Featured products: Mango Buta Kanchipuram → Mango Buta Kanchipuram, Chanderi Dupatta, a deleted item',
    ]);
    expect(
      describeActivityChanges({
        kind: 'product.update',
        subject: SAREE,
        before: { price: '15000.00', stock: '2' },
        after: { price: '14000.00', stock: '4', via: 'import' },
      }),
    ).toEqual(['Price: ₹15,000.00 → ₹14,000.00', 'Stock: 2 → 4', 'Through: the spreadsheet import']);
  });

  it('compares a discount code’s stored row with the form in the form’s terms: only real changes', () => {
    const lines = describeActivityChanges(
      {
        kind: 'discount.update',
        subject: 'DIWALI10',
        before: {
          id: 'x',
          code: 'DIWALI10',
          type: 'percent',
          value: 10,
          minSubtotalPaise: 500000,
          maxDiscountPaise: null,
          startsAt: '2026-10-01T00:00:00+00:00',
          endsAt: null,
          maxUses: null,
          oncePerShopper: true,
          categoryIds: [SILKS],
          active: true,
        },
        after: {
          code: 'DIWALI10',
          type: 'percent',
          value: 10,
          minSubtotal: 5000,
          maxDiscount: 750,
          startsAt: '2026-10-01T00:00:00.000Z',
          endsAt: null,
          maxUses: 100,
          oncePerShopper: true,
          categories: [SILKS],
          active: false,
        },
      },
      names,
    );
    expect(lines).toEqual(['Up to: no cap → ₹750.00', 'Most uses: no limit → 100', 'Active: Yes → No']);
  });

  it('says a low-stock alert, a new admin and a deleted category in words', () => {
    expect(
      describeActivityChanges({
        kind: 'product.low-stock',
        subject: 'Mango Buta Kanchipuram',
        before: { lowStockThreshold: null },
        after: { lowStockThreshold: 1 },
      }),
    ).toEqual(['Low-stock alert: the shop’s default → 1 unit']);
    expect(
      describeActivityChanges({
        kind: 'role.change',
        subject: 'owner@example.com',
        before: null,
        after: { role: 'admin', created: true },
      }),
    ).toEqual(['Role: Admin', 'Created: Yes']);
    const deleted = { kind: 'category.delete', subject: SILKS, before: { name: 'Banarasi' }, after: null };
    expect(activitySubjectInWords(deleted)).toBe('Banarasi');
    expect(describeActivityChanges(deleted)).toEqual(['Name: Banarasi']);
  });
});
