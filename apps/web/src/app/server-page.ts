// What a server-rendered storefront page's route module exports beside its component (`page`; the
// route table, app/routes.tsx, marks the route as rendered): its cache key, the API answers it is
// rendered from and its own <head> tags. Used by the server only (entry-server.tsx).
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { storeConfigQuery } from '../features/store-config/api';

export type RouteParams = Record<string, string | undefined>;

export interface ServerPage {
  /**
   * Names the page by its validated, normalized parameters (the rendered page's cache key); null when
   * the address names no page (a product id that cannot be decoded). `search` is the query, with its `?`.
   */
  key(params: RouteParams, search: string): string | null;
  /** Puts the page's API answers into `client`; resolves with the page's HTTP status. */
  load(client: QueryClient, params: RouteParams, search: string): Promise<number>;
  /** The page's title, description and sharing tags, from what `load` put in `client` (the shop's when absent). */
  head?(client: QueryClient, params: RouteParams, site: { origin: string | undefined }): ReactNode;
}

/** Every page's shared answer (the store's settings) and the page's own, then 200. */
export const withConfig = (client: QueryClient, ...loads: Promise<unknown>[]) =>
  Promise.all([client.prefetchQuery(storeConfigQuery), ...loads]).then(() => 200);

/** The store's name as its settings give it. */
export const storeNameIn = (client: QueryClient) =>
  client.getQueryData(storeConfigQuery.queryKey)?.storeName || 'Resham';
