// npm run lighthouse: Lighthouse (mobile preset: the default config, simulated slow 4G and a mid-range
// phone) on the shop's home, listing and one product page, in Debian's Chromium. A measurement, not a
// test: it prints the four category scores and LCP/TBT/CLS per page and exits 0 unless Lighthouse
// itself cannot run.
//
//   LIGHTHOUSE_URL=http://localhost:3000 npm run lighthouse   audit a shop that is already running
//   npm run lighthouse                                         start one: the production build
//                                                              (built when needed) on a temporary
//                                                              DATA_DIR with the demo catalogue
//   WEB_DIST=/some/dist npm run lighthouse                     ... serving that build instead
//   CHROMIUM_PATH=/path/to/chrome                              another browser than /usr/bin/chromium
//
// HTML reports go to e2e/artifacts/lighthouse/ (git-ignored).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, 'e2e/artifacts/lighthouse');
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(check, what, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`The shop server exited with code ${child.exitCode}`);
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** The shop to audit: LIGHTHOUSE_URL, or the real server started here on a temporary DATA_DIR. */
async function startShop() {
  if (process.env.LIGHTHOUSE_URL) {
    return { url: process.env.LIGHTHOUSE_URL.replace(/\/+$/, ''), stop: async () => {} };
  }
  // The production build and server, whatever NODE_ENV the caller's shell has.
  // No Razorpay keys here: the demo's simulated gateway, which production refuses unless asked for.
  const env = { ...process.env, NODE_ENV: 'production', SIMULATED_PAYMENTS: 'true' };
  if (!process.env.WEB_DIST) {
    execFileSync('node', ['scripts/build-if-needed.mjs'], { cwd: root, env, stdio: 'inherit' });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-lighthouse-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      // Lighthouse reloads pages from 127.0.0.1 many times: not a shopper to limit.
      RATE_LIMIT_SCALE: '100',
      ...(process.env.WEB_DIST ? { WEB_DIST: path.resolve(process.env.WEB_DIST) } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    console.log(`Starting the shop on ${url} (DATA_DIR ${dataDir}) …`);
    await waitFor(async () => (await fetch(`${url}/api/health`)).ok, 'GET /api/health', child);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A product page to audit: the first product of the (seeded) catalogue. */
async function firstProductId(url) {
  let id;
  await waitFor(async () => {
    const body = await (await fetch(`${url}/api/shop/products/get`)).json();
    id = body.data?.[0]?._id;
    return Boolean(id);
  }, 'a product in GET /api/shop/products/get');
  return id;
}

const pad = (value, width) => String(value).padEnd(width);
const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : '–';
};
const metric = (lhr, id) => lhr.audits[id]?.displayValue ?? '–';

/** The audits that cost a category points (score below 0.9 and counted), for the reader to act on. */
function shortfalls(lhr) {
  const lines = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score >= 1) continue;
    const lost = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 0.9)
      .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    if (lost.length) lines.push(`    ${id}: ${lost.join('; ')}`);
  }
  // Which console errors (Lighthouse does not say in the score).
  for (const item of lhr.audits['errors-in-console']?.details?.items ?? []) {
    lines.push(
      `    console: ${String(item.description ?? '').slice(0, 160)} ${item.sourceLocation?.url ?? ''}`,
    );
  }
  return lines;
}

async function main() {
  if (!fs.existsSync(chromePath)) {
    throw new Error(`Chromium not found at ${chromePath}. Install Debian's chromium or set CHROMIUM_PATH.`);
  }
  const shop = await startShop();
  let chrome;
  try {
    const productId = await firstProductId(shop.url);
    const pages = [
      ['home', '/shop/home'],
      ['listing', '/shop/listing'],
      ['product', `/shop/product/${productId}`],
    ];
    // Warm the server (first queries, image variants) so the audit measures the steady state.
    for (const [, pagePath] of pages) await fetch(`${shop.url}${pagePath}`);

    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
    fs.mkdirSync(reportDir, { recursive: true });
    const rows = [];
    for (const [name, pagePath] of pages) {
      const url = `${shop.url}${pagePath}`;
      console.log(`Lighthouse (mobile) ${url} …`);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
      fs.writeFileSync(path.join(reportDir, `${name}.html`), String(result.report));
      rows.push({ name, pagePath, lhr });
    }

    console.log(`\nLighthouse ${rows[0].lhr.lighthouseVersion}, mobile preset, ${shop.url}`);
    const header = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'path'];
    const widths = [9, 6, 6, 8, 5, 9, 9, 7, 0];
    console.log(header.map((h, i) => pad(h, widths[i])).join(' '));
    for (const { name, pagePath, lhr } of rows) {
      const cells = [
        name,
        ...CATEGORIES.map((id) => score(lhr, id)),
        metric(lhr, 'largest-contentful-paint'),
        metric(lhr, 'total-blocking-time'),
        metric(lhr, 'cumulative-layout-shift'),
        pagePath,
      ];
      console.log(cells.map((c, i) => pad(c, widths[i])).join(' '));
    }
    console.log('\nAim (issue 3): 95 or more in each category.');
    for (const { name, lhr } of rows) {
      const lines = shortfalls(lhr);
      if (lines.length) console.log(`  ${name}:\n${lines.join('\n')}`);
    }
    console.log(`Reports: ${path.relative(root, reportDir)}/{home,listing,product}.html`);
  } finally {
    if (chrome) await chrome.kill();
    await shop.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
