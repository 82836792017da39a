import { createElement, lazy, type ComponentType } from 'react';
import type { ServerPage } from './server-page';

/** A route's module: its component, and for a page the server renders, that page's `page` (app/server-page.ts). */
export type RouteModule = { default: ComponentType; page?: ServerPage };

export interface LazyRoute {
  Component: ComponentType;
  /** Starts (once) the download of the route's chunk. */
  preload: () => Promise<RouteModule>;
}

/**
 * A route component in its own chunk. It can be downloaded ahead of rendering (on load, or when a
 * link is pointed at), and once downloaded it renders at once instead of suspending again.
 */
export function lazyRoute(load: () => Promise<RouteModule>): LazyRoute {
  let promise: Promise<RouteModule> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (promise ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        promise = undefined; // let a later attempt retry
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Component = () => createElement(loaded ?? Lazy);
  return { Component, preload };
}
