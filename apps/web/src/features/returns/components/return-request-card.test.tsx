// Her request as the order page lists it (issue 37): what an exchange is for, and the replacement's link.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ReturnAnswer } from '@resham/shared';
import { ReturnRequestCard } from './return-request-card';

const request = (over: Partial<ReturnAnswer> = {}): ReturnAnswer => ({
  _id: 'r1',
  orderId: 'o1',
  orderNumber: 1041,
  status: 'requested',
  kind: 'exchange',
  reason: 'changed-mind',
  note: '',
  photos: [],
  items: [{ productId: 'a', title: 'Mango Buta Kanchipuram', quantity: 1 }],
  amount: 9450,
  courier: null,
  trackingNumber: null,
  rejectionReason: null,
  qualityPassed: null,
  creditNoteNumber: null,
  exchangeFor: [{ productId: 'b', title: 'Peacock Tussar', quantity: 2 }],
  replacementOrder: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...over,
});

const card = (r: ReturnAnswer) =>
  renderToString(
    <MemoryRouter>
      <ReturnRequestCard request={r} />
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '');

describe('her return request', () => {
  it('says what an exchange is for, and no replacement before it is made', () => {
    const html = card(request());
    expect(html).toContain('Exchange for');
    expect(html).toContain('2 × Peacock Tussar');
    expect(html).not.toContain('Replacement');
  });

  it('links the replacement order once the exchange is made', () => {
    const html = card(request({ status: 'exchanged', replacementOrder: { id: 'o 2', orderNumber: 1057 } }));
    expect(html).toMatch(/href="\/shop\/account\?order=o%202"[^>]*>Replacement: order #1057</);
  });

  it('names nothing to exchange for a refund', () => {
    expect(card(request({ kind: 'refund', exchangeFor: null }))).not.toContain('Exchange for');
  });
});
