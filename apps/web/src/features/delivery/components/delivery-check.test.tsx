// The product page's delivery box and the promise line, rendered in Node as the server renders them.
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_PINCODE_KEY } from '../saved-pincode';
import { DeliveryCheck } from './delivery-check';
import { deliveryPromiseText } from './delivery-promise';

describe('delivery promise', () => {
  it('says the dates and whether cash on delivery is offered', () => {
    expect(deliveryPromiseText({ message: 'Delivery by Tue, 2 Dec – Fri, 5 Dec', cod: true })).toBe(
      'Delivery by Tue, 2 Dec – Fri, 5 Dec · Cash on delivery available',
    );
    expect(deliveryPromiseText({ message: 'Delivery by Thu, 4 Dec', cod: false })).toBe(
      'Delivery by Thu, 4 Dec · Cash on delivery not available',
    );
  });
});

describe('DeliveryCheck on the server', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders an empty box even with a pincode saved: storage is read only after hydration', () => {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (key === SAVED_PINCODE_KEY ? '641001' : null),
    });
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <DeliveryCheck />
      </QueryClientProvider>,
    );
    expect(html).toContain('Check delivery');
    expect(html).toContain('aria-label="Delivery pincode"');
    expect(html).toContain('value=""');
    expect(html).not.toContain('641001');
    expect(html).not.toContain('role="status"');
  });
});
