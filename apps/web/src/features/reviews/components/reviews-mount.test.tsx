// Mount checks in Node (no DOM): the components render each state to HTML without crashing, and
// review text is escaped, never markup. The browser behaviour is covered by e2e/running-the-shop.e2e.ts.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as R, type Review, type SessionUser } from '@resham/shared';
import { sessionKey } from '../../../lib/session';
import { reviewKeys } from '../api';
import { ProductReviews } from './product-reviews';
import { ReviewsSection } from './reviews-section';

const user: SessionUser = { id: 'u1', userName: 'Priya', email: 'p@example.com', role: 'user' };
const review = (over: Partial<Review>): Review => ({
  _id: Math.random().toString(36).slice(2),
  userId: 'u2',
  userName: 'Kavya',
  reviewMessage: 'Lovely',
  reviewValue: 5,
  productId: null,
  verified: false,
  createdAt: '2025-03-14T10:00:00.000Z',
  ...over,
});

function render(node: ReactNode, setup: (client: QueryClient) => void = () => undefined) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
  });
  client.setQueryData(sessionKey, null);
  setup(client);
  const html = renderToString(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
  return html.replace(/<!-- -->/g, '');
}

describe('ReviewsSection', () => {
  it('shows the heading and the loading text first, and no review button for a guest', () => {
    const html = render(<ReviewsSection />);
    expect(html).toContain('What Our Customers Say');
    expect(html).toContain(R.loading);
    expect(html).not.toContain('Share Your Experience');
  });

  it('shows the empty state, the review button for a signed-in user and the Google link', () => {
    const html = render(<ReviewsSection />, (client) => {
      client.setQueryData(sessionKey, user);
      client.setQueryData(reviewKeys.shop, []);
      client.setQueryData(['public', 'config'], { googleReviewUrl: 'https://g.page/r/x/review' });
    });
    expect(html).toContain(R.empty);
    expect(html).toContain('Share Your Experience');
    expect(html).toMatch(/href="https:\/\/g.page\/r\/x\/review" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('Show QR code');
  });

  it('shows the error state', () => {
    const html = render(<ReviewsSection />, (client) => {
      client
        .getQueryCache()
        .build(client, { queryKey: reviewKeys.shop })
        .setState({ status: 'error', error: new Error('down'), fetchStatus: 'idle' });
    });
    expect(html).toContain(R.loadFailed);
  });
});

describe('ProductReviews', () => {
  it('lists the reviews as text with their average, count and Verified label', () => {
    const html = render(<ProductReviews productId="p1" />, (client) =>
      client.setQueryData(reviewKeys.product('p1'), [
        review({ reviewValue: 5, verified: true, reviewMessage: '<script>alert(1)</script>' }),
        review({ reviewValue: 4, userName: '' }),
      ]),
    );
    expect(html).toContain('4.5');
    expect(html).toContain('2 reviews');
    expect(html).toContain('Rated 5 out of 5');
    expect(html).toContain('Anonymous');
    expect(html.match(new RegExp(R.verified, 'g'))).toHaveLength(1);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('Write a review');
  });

  it('offers a signed-in user to write, or update an earlier, review', () => {
    const write = render(<ProductReviews productId="p1" />, (client) => {
      client.setQueryData(sessionKey, user);
      client.setQueryData(reviewKeys.product('p1'), []);
    });
    expect(write).toContain('Write a review');
    const update = render(<ProductReviews productId="p1" />, (client) => {
      client.setQueryData(sessionKey, user);
      client.setQueryData(reviewKeys.product('p1'), [review({ userId: user.id })]);
    });
    expect(update).toContain('Update your review');
    expect(update).toContain('replaces your earlier');
  });
});
