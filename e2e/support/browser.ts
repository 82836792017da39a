import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  errors,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { LISTING_PAGE, type Product } from '@resham/shared';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

let shop: { baseUrl: string; dataDir: string } | null = null;

/** Set by the worker's shop fixture (support/test.ts) before any test of the worker runs. */
export function useShop(running: { baseUrl: string; dataDir: string }) {
  shop = running;
}

function currentShop() {
  if (!shop) throw new Error("No shop yet: import test from './support/test' in the spec.");
  return shop;
}

/** The address of this worker's shop. */
export function baseUrl() {
  return currentShop().baseUrl;
}

/** This worker's shop's DATA_DIR (its outbox of emails, its uploads). */
export function shopDataDir() {
  return currentShop().dataDir;
}

/** The shop's whole catalogue, as the spec's listing call answers it. */
export async function fetchProducts(): Promise<Product[]> {
  const res = await fetch(`${baseUrl()}/api/shop/products/get`);
  return ((await res.json()) as { data: Product[] }).data;
}

/**
 * React's hydration errors and warnings seen on any page of a watched context (every context newPage
 * makes): e2e/support/hydration-check.ts fails the test that saw one. A page the server rendered must
 * hydrate to exactly its HTML, at every width.
 */
export const hydrationProblems: string[] = [];
const HYDRATION = /hydrat|Minified React error #(418|419|421|422|423|425)\b|did not match|server rendered/i;

export function watchHydration(context: BrowserContext) {
  const watch = (page: Page) => {
    const where = () => `${page.url()} at ${page.viewportSize()?.width ?? '?'} px`;
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      if (HYDRATION.test(message.text())) hydrationProblems.push(`${where()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (HYDRATION.test(error.message)) hydrationProblems.push(`${where()}: ${error.message}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** A fresh context (own cookies) and page; `options` adds to or overrides the defaults (e.g. reducedMotion). */
export async function newPage(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: baseUrl(),
    locale: 'en-IN',
    ...options,
  });
  watchHydration(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Saves a screenshot to e2e/artifacts/{name}-{width}.png for a person to look at: what the viewport
 * shows (a state: a dialog, an error, a scrolled page with its fixed elements where a user sees them),
 * or with `{ fullPage: true }` the whole page, which only the screen matrix in foundation.e2e.ts takes
 * (one per screen and viewport: a tall page at 1280 px is the costliest picture a run takes).
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // At rest where possible (a toast sliding in is half on screen); a page that never rests is still shot.
  await waitForAnimations(page, 3_000).catch(() => undefined);
  const width = page.viewportSize()?.width ?? 0;
  // Headless Chromium can miss the frame a capture waits for on a loaded machine (once in a CI run:
  // the listing at rest, 30 s without a picture), so a capture that times out is asked for once more.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.screenshot({
        path: path.join(ARTIFACTS, `${name}-${width}.png`),
        fullPage: options.fullPage ?? false,
        timeout: 15_000,
      });
      return;
    } catch (err) {
      if (attempt === 2 || !(err instanceof errors.TimeoutError)) throw err;
      console.warn(`screenshot ${name}-${width}: no frame in 15 s, asking once more`);
    }
  }
}

/** Nothing sticks out sideways (a phone would scroll the whole page horizontally). */
export async function expectNoSideScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `sideways scroll on ${page.url()}`,
  ).toBeLessThanOrEqual(0);
}

export interface AccessibleOptions {
  /**
   * axe rule ids to leave out for this one check. Only with a comment saying why, and with an
   * assertion in the test that covers what the rule protects (e.g. that focus cannot leave a menu).
   */
  disableRules?: string[];
  /**
   * A CSS selector: scan only this part of the page. For a section that appears on a screen the
   * screen matrix (foundation.e2e.ts) already scans whole, such as the home page's reviews once there are some.
   */
  include?: string;
}

/**
 * Waits until no finite CSS animation or transition is running (an endless one, like a spinner or a
 * skeleton's pulse, does not count), then lets one more frame pass. An element caught mid-animation
 * (a toast fading or sliding in, a dialog opening) is drawn with colours and a position it never
 * rests at: axe and screenshots must see the page at rest.
 */
export async function waitForAnimations(page: Page, timeout = 10_000) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        if (animation.playState !== 'running') return true;
        const iterations = animation.effect?.getTiming().iterations;
        return iterations === Infinity;
      }),
    undefined,
    { timeout, polling: 'raf' },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** axe-core on the current page, at rest (no animation running): no serious or critical violations. */
export async function expectAccessible(page: Page, options: AccessibleOptions = {}) {
  await waitForAnimations(page);
  // Only violations are read: axe then gathers one example node of the rules that passed or did not
  // apply instead of every node (less to collect and send back on a large page); every rule still runs.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

let counter = 0;
export function uniqueEmail(tag = 'shopper') {
  return `${tag}.${Date.now()}.${counter++}@example.com`;
}

/** Registers an account through the API (faster than the form) and returns its credentials. */
export async function registerViaApi(userName = 'Priya Raman') {
  const email = uniqueEmail();
  const password = 'saree lover 1';
  const res = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, email, password }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return { userName, email, password };
}

/**
 * Signs a browser context in through the API (no form): the session cookie lands in the context's
 * cookie jar, so every page of the context is signed in. Use the form (signIn) where the form is under test.
 */
export async function signInViaApi(context: BrowserContext, email: string, password: string) {
  const res = await context.request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { user: { id: string; userName: string; email: string; role: string } };
}

/** The listing with every product of the catalogue on screen: as many pages as they fill (?page=N). */
export function wholeListingUrl(productCount: number) {
  return `/shop/listing?page=${Math.max(1, Math.ceil(productCount / LISTING_PAGE.defaultSize))}`;
}

/** The current path of the page (no query, no hash). */
export function pathname(page: Page) {
  return new URL(page.url()).pathname;
}

/**
 * Waits until the app shell and the route are on screen and hydrated: a <main> landmark exists, React
 * owns what is in it, and no loading skeleton of the shell is left (a busy status region outside <main> is the session-check skeleton;
 * one directly in <main>, or one level below, is a route chunk still loading). Skeletons deeper in a
 * page (a section that loads when scrolled into view) do not count. Then lets one more frame pass so
 * a pending redirect runs.
 */
export async function settle(page: Page, timeout = 15_000) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      if (!main) return false;
      const blocks = (el: Element) => {
        if (!main.contains(el)) return true;
        let depth = 0;
        for (let node: Element | null = el; node && node !== main; node = node.parentElement) depth++;
        return depth <= 2;
      };
      const busy = document.querySelectorAll('[role="status"][aria-busy="true"]');
      if ([...busy].some(blocks)) return false;
      // A page the server rendered is on screen before it works: wait until React owns (has
      // hydrated) the page inside <main>.
      const content = main.firstElementChild;
      return !content || Object.keys(content).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Scrolls the page from top to bottom and back, so sections and images that load when scrolled into
 * view are there for axe and for a full-page screenshot; then waits (up to `timeout`) for their
 * skeletons to go and their images to finish.
 */
export async function scrollThrough(page: Page, timeout = 10_000) {
  await page.evaluate(async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // At each stop, wait (briefly) for the images in view to arrive before scrolling on.
    const settleView = async () => {
      await sleep(50);
      for (let waited = 0; waited < 1500; waited += 50) {
        const pending = [...document.images].filter((img) => {
          const box = img.getBoundingClientRect();
          return !img.complete && box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        });
        if (!pending.length) return;
        await sleep(50);
      }
    };
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
      window.scrollTo(0, y);
      await settleView();
    }
    window.scrollTo(0, 0);
    await settleView();
  });
  await page
    .waitForFunction(
      () => {
        // A section whose content arrived after the scroll passed it (its data fetched when it came into
        // view) holds lazy images that never start with the page back at the top: start them, so the
        // full-page picture shows what a shopper scrolling there sees.
        for (const img of document.images)
          if (!img.complete && img.loading === 'lazy' && img.getBoundingClientRect().width > 0)
            img.loading = 'eager';
        return (
          !document.querySelector('[role="status"][aria-busy="true"]') &&
          // An image that is not drawn (a hidden slide or thumbnail) never loads lazily, for a shopper either.
          [...document.images].every((img) => img.complete || img.getBoundingClientRect().width === 0)
        );
      },
      undefined,
      { timeout },
    )
    .catch(() => undefined); // a section that never loads shows in the screenshot, for a person to see
}

/**
 * Collects what a user would never want to see: uncaught page errors, console errors, Content
 * Security Policy violations and server errors (5xx). A failed request's own console line is left
 * out (a guest's 401 session check is normal). Call it before the page's first navigation.
 */
export function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  // A CSP violation is not always a console message (a blocked eval probe is only an Issue): report
  // each one through console.error. Queued before the caller's next navigation (same connection).
  page
    .addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}`,
        );
      });
    })
    .catch(() => undefined); // the page may already be closing
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (text.startsWith('Failed to load resource')) return;
    problems.push(`console.error: ${text}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Signs in through the real form. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
