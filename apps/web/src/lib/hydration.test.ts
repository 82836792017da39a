// A rendered page's answers, however long the server's page cache kept the page, are fresh on arrival.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { hydratePageState } from './hydration';

describe('hydratePageState', () => {
  it('dates the answers from their arrival, so a page cached for minutes asks nothing again', () => {
    const server = new QueryClient();
    const rendered = Date.now() - 5 * 60_000; // rendered five minutes ago, then cached
    server.setQueryData(['public', 'products', 'list'], { data: [1, 2, 3] }, { updatedAt: rendered });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydratePageState(client, dehydrate(server));
    const query = client.getQueryCache().find({ queryKey: ['public', 'products', 'list'] })!;
    expect(query.state.data).toEqual({ data: [1, 2, 3] });
    expect(query.isStaleByTime(30_000)).toBe(false);
  });

  it('keeps the answers while no component reads them yet: a part hydrated late finds what the server used', () => {
    vi.useFakeTimers();
    try {
      const server = new QueryClient();
      server.setQueryData(['public', 'config'], { storeName: 'Resham Silks' });
      // As in a browser (in Node the query cache keeps everything): an unread answer goes after 5 minutes.
      const client = new QueryClient({ defaultOptions: { queries: { gcTime: 5 * 60_000 } } });
      hydratePageState(client, dehydrate(server));
      // The footer's chunk comes after the query cache's usual 5 minutes for an unread answer.
      vi.advanceTimersByTime(30 * 60_000);
      expect(client.getQueryData(['public', 'config'])).toEqual({ storeName: 'Resham Silks' });
    } finally {
      vi.useRealTimers();
    }
  });
});
