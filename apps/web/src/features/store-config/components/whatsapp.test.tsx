// The WhatsApp links as the server renders them: nothing without STORE_WHATSAPP; with it, a wa.me
// link whose message names the saree and its page (the browser adds the origin after hydration).
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@resham/shared';
import { storeConfigKey } from '../api';
import { AskOnWhatsApp, ChatOnWhatsApp } from './whatsapp';

const config = (over: Partial<PublicConfig>): PublicConfig => ({
  storeName: 'Resham Silks',
  storeAddress: '',
  storePhone: '',
  storeEmail: '',
  googleReviewUrl: '',
  simulatedPayments: true,
  storeState: 'Tamil Nadu',
  cod: { enabled: true, maxRupees: 10000, forGifts: false },
  shipping: {
    dispatchDays: 2,
    cutoffHour: 14,
    transitDaysInState: { min: 2, max: 3 },
    transitDaysElsewhere: { min: 4, max: 7 },
  },
  returns: { windowDays: 7, exchanges: true, reasons: ['damaged'], freePickupReasons: ['damaged'] },
  storeWhatsapp: '',
  publicUrl: '',
  ...over,
});

function render(node: React.ReactNode, c: PublicConfig) {
  const client = new QueryClient();
  client.setQueryData(storeConfigKey, c);
  return renderToString(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const hrefOf = (html: string) => new URL(/href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'));

describe('WhatsApp links', () => {
  const ask = <AskOnWhatsApp title={'Crimson "Korvai" Kanchipuram'} path="/shop/product/p1" />;

  it('show nothing without STORE_WHATSAPP', () => {
    expect(render(<ChatOnWhatsApp />, config({}))).toBe('');
    expect(render(ask, config({}))).toBe('');
  });

  it('link to wa.me with the saree and its address', () => {
    const c = config({ storeWhatsapp: '919843012345', publicUrl: 'https://resham.example' });
    expect(render(<ChatOnWhatsApp />, c)).toContain('Chat on WhatsApp');
    const html = render(ask, c);
    expect(html).toContain('Ask about this saree');
    const href = hrefOf(html);
    expect(href.origin + href.pathname).toBe('https://wa.me/919843012345');
    expect(href.searchParams.get('text')).toBe(
      'Hello! I would like to ask about "Crimson "Korvai" Kanchipuram": https://resham.example/shop/product/p1',
    );
  });

  it('without PUBLIC_URL the server writes the path (the browser adds its origin after hydration)', () => {
    const href = hrefOf(render(ask, config({ storeWhatsapp: '919843012345' })));
    expect(href.searchParams.get('text')).toMatch(/: \/shop\/product\/p1$/);
  });
});
