// What a server-rendered storefront page declares beside its component in the route table
// (app/routes.tsx, `handle.page`): its cache key and the API answers it is rendered from.
import type { QueryClient } from '@tanstack/react-query';
import { storeConfigQuery } from '../features/store-config/api';

export interface ServerPage {
  /**
   * `search` is the address's query, with its `?`. Names the page by its validated, normalized parameters (the rendered page's cache key); null when
   * the address names no page (a product id that cannot be decoded).
   */
  key(params: Record<string, string | undefined>, search: string): string | null;
  /** Puts the page's API answers into `client`; resolves with the page's HTTP status. */
  load(client: QueryClient, params: Record<string, string | undefined>, search: string): Promise<number>;
}

/** Every page's shared answer (the store's settings) and the page's own, then 200. */
export const withConfig = (client: QueryClient, ...loads: Promise<unknown>[]) =>
  Promise.all([client.prefetchQuery(storeConfigQuery), ...loads]).then(() => 200);
