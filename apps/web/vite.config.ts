import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// `@resham/shared` is an npm workspace package (node_modules/@resham/shared -> packages/shared);
// Vite follows the symlink and compiles its TypeScript source like our own code.

const apiTarget = 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget },
  '/media': { target: apiTarget },
};

/**
 * react-router's package exports always point at its development build (dev warnings on).
 * Production bundles use the production build that ships beside it, when present.
 */
function reactRouterProductionAliases(): Alias[] {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist/production');
  const index = join(dist, 'index.mjs');
  const dom = join(dist, 'dom-export.mjs');
  if (!existsSync(index) || !existsSync(dom)) return [];
  return [
    { find: /^react-router\/dom$/, replacement: dom },
    { find: /^react-router$/, replacement: index },
  ];
}

/**
 * The listing's and search's small shared modules (the grid, the card, paging), in one file instead of
 * several small chunks (each compressed alone costs a guest more gzip and a request). Modules the home
 * and product pages load at once (price tag, money, media, messages) stay out, so those pages do not
 * fetch this file before they need a grid.
 */
const PRODUCT_LISTS = new RegExp(
  [
    String.raw`/features/catalog/(api/(paged|listing|search)|hooks/(use-page-count|use-wake-on-view)|components/carousel-parts)\.ts$`,
    String.raw`/features/catalog/components/(load-more|product-grid|product-card|image-carousel|stock-badges)\.tsx$`,
    String.raw`/components/ui/use-debounced-value\.ts$`,
    String.raw`/lib/category-tree\.ts$`,
    String.raw`/packages/shared/src/listing-page\.ts$`,
  ].join('|'),
);

/** A product's price with tax, as the listing, search and product pages show it. */
const PRICES = new RegExp(
  [
    String.raw`/features/catalog/(price|paths)\.ts$`,
    String.raw`/features/catalog/components/price-tag\.tsx$`,
    String.raw`/lib/percent\.ts$`,
    String.raw`/packages/shared/src/(money|pricing)\.ts$`,
  ].join('|'),
);

/** What every storefront page loads at once (messages, add-to-cart stand-in, the cards' controls, images and slideshows, quick view). */
const SHOP_COMMON = new RegExp(
  [
    String.raw`/features/catalog/components/(product-quick-view|product-card-skeleton|slide-image|chevron)\.tsx$`,
    String.raw`/features/catalog/hooks/use-slideshow\.ts$`,
    String.raw`/features/cart/components/add-to-cart-slot\.tsx$`,
    String.raw`/pages/shop/card-controls\.tsx$`,
    String.raw`/components/(deferred\.tsx|ui/use-media-query\.ts|ui/use-in-view\.ts)$`,
    String.raw`/packages/shared/src/(storefront-messages|media)\.ts$`,
  ].join('|'),
);

/**
 * The server's renderer of the storefront (`vite build --ssr`, src/entry-server.tsx): the same
 * components for Node, beside the browser's build in dist/.ssr (a dot folder: the server never serves
 * it as a file). The packages are bundled in with `process.env.NODE_ENV` fixed to production, so React
 * renders with its production build whatever the server's environment says (`npm start` sets none,
 * and React's development build renders a page several times slower).
 */
const ssrBuild = {
  outDir: 'dist/.ssr',
  emptyOutDir: true,
  target: 'node20',
  copyPublicDir: false,
  rolldownOptions: { output: { entryFileNames: '[name].js' } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: command === 'build' ? reactRouterProductionAliases() : [],
  },
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        // dist/.vite/manifest.json lets the size-budget check walk the chunk graph.
        manifest: true,
        // Every browser we target supports <link rel=modulepreload>; the polyfill would cost every page.
        modulePreload: { polyfill: false },
        target: 'es2022',
        rolldownOptions: {
          output: {
            // Everything the entry needs goes in one file (instead of small shared chunks), so the first
            // load is one request; lazy routes and widgets still split off on their own.
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'] },
                { name: 'product-lists', test: PRODUCT_LISTS, includeDependenciesRecursively: false },
                { name: 'shop-common', test: SHOP_COMMON, includeDependenciesRecursively: false },
                { name: 'prices', test: PRICES, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
