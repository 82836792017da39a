// `npm run soak`: the shop's deployed shape on this machine under mixed traffic for SOAK_MINUTES
// (default 10) at SOAK_RATE shopper actions a second (default 30), with a flash sale in the middle and
// faults at known times; then the checks (the run fails if any breaks) and the report, printed and
// written as one HTML page (SOAK_REPORT_DIR, default soak-report/). See README: "The soak".
import fs from 'node:fs';
import path from 'node:path';
import { Admin } from './admin';
import { readCatalogue } from './catalogue';
import { runChecks } from './checks';
import { root, sleep } from './deployment';
import { faultPlan, runFault, SETTLE_MS, type FaultWindow } from './faults';
import { addFlashProduct, flashSale, type FlashResult } from './flash-sale';
import { Monitor } from './monitor';
import { Recorder } from './recorder';
import { buildReport } from './report';
import { screenshotReport } from './screenshot';
import { startShop } from './setup';
import { makeAccounts, newLedger, Shoppers } from './shoppers';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const rate = Number(process.env.SOAK_RATE ?? 30);
const products = Number(process.env.SOAK_PRODUCTS ?? 5000);
const reportDir = path.resolve(root, process.env.SOAK_REPORT_DIR ?? 'soak-report');
const SHOPPERS = 40;
const FLASH_SHOPPERS = 300;
/** When the flash sale starts at the earliest, as a share of the run. */
const FLASH_AT = 0.5;
/** Actions in flight at most (a stalled shop must not pile up the load generator's memory). */
const MAX_IN_FLIGHT = 300;
if (!(minutes > 0) || !(rate > 0)) throw new Error('SOAK_MINUTES and SOAK_RATE must be positive numbers');

const recorder = new Recorder();
const t0 = Date.now();
const log = (msg: string) => {
  const since =
    recorder.samples.length || Date.now() - recorder.started < 1000 ? recorder.now() : Date.now() - t0;
  console.log(`${new Date().toISOString()} [${(since / 1000).toFixed(1).padStart(6)} s] ${msg}`);
};

const shop = await startShop(log, products);
// Stopped early (Ctrl-C, a CI timeout): the shop's parts stop too, the upload disk is unmounted.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the shop`);
    void shop.close().finally(() => process.exit(130));
  });
}
let ok = false;
try {
  const catalogue = await readCatalogue(shop.databaseUrl);
  const ledger = newLedger();
  const admin = new Admin(shop.base, recorder, catalogue, ledger);
  await admin.signIn(shop.databaseUrl);
  log(`making ${SHOPPERS} shoppers and ${FLASH_SHOPPERS} for the flash sale (sign-up, sign-in, address)…`);
  const accounts = await makeAccounts(shop.base, shop.databaseUrl, SHOPPERS, 'shopper');
  const flashAccounts = await makeAccounts(shop.base, shop.databaseUrl, FLASH_SHOPPERS, 'flash');
  const flashProductId = await addFlashProduct(admin, catalogue.categories[0]!.name);
  const shoppers = new Shoppers(shop.base, recorder, catalogue, accounts, ledger, shop.webhookSecret);

  recorder.restart();
  for (const a of [...accounts, ...flashAccounts]) a.session.recorder = recorder;
  const durationMs = minutes * 60_000;
  const monitor = new Monitor(shop, recorder.now);
  monitor.start();
  log(
    `traffic starts: ${minutes} min at ${rate} actions/s through nginx (80 % browse, 15 % cart, 5 % checkout) and an admin edit every 3 s`,
  );

  const inFlight = new Set<Promise<void>>();
  let skipped = 0;
  const traffic = (async () => {
    while (recorder.now() < durationMs) {
      await sleep(-Math.log(1 - Math.random()) * (1000 / rate));
      if (inFlight.size >= MAX_IN_FLIGHT) {
        skipped++;
        continue;
      }
      const r = Math.random();
      const action = r < 0.8 ? shoppers.browse() : r < 0.95 ? shoppers.cart() : shoppers.checkout();
      const p = action
        .catch((err: unknown) => log(`action failed: ${String(err)}`))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  })();
  const edits = (async () => {
    while (recorder.now() < durationMs) {
      await admin.edit().catch((err: unknown) => log(`admin edit failed: ${String(err)}`));
      await sleep(3000);
    }
  })();
  // The flash sale runs between the faults, never inside one's window: a 503 with Retry-After is a right
  // answer during a fault, but the sale's check wants every shopper told paid or sold out. On a slow
  // machine a fault ends later than planned (a process takes seconds to start), so the times are only
  // the earliest: the sale waits for the faults planned before it to end and settle, and the faults
  // planned after it wait for the sale to be over.
  const windows: FaultWindow[] = [];
  let faultsBeforeSale!: () => void;
  const beforeSaleDone = new Promise<void>((r) => (faultsBeforeSale = r));
  let saleOver!: () => void;
  const saleDone = new Promise<void>((r) => (saleOver = r));
  const faults = (async () => {
    for (const fault of faultPlan(shop, admin, durationMs, log)) {
      if (fault.at > FLASH_AT) {
        faultsBeforeSale();
        await saleDone;
      }
      await sleep(fault.at * durationMs - recorder.now());
      windows.push(await runFault(shop, fault, recorder.now, log));
    }
    faultsBeforeSale();
  })();
  let flash: FlashResult | null = null;
  const sale = (async () => {
    await sleep(FLASH_AT * durationMs - recorder.now());
    await beforeSaleDone;
    const last = windows.at(-1);
    if (last) await sleep(last.end + SETTLE_MS - recorder.now());
    log(`FLASH SALE: ${FLASH_SHOPPERS} shoppers for 10 units`);
    flash = await flashSale(recorder, flashAccounts, flashProductId, ledger);
    log(
      `FLASH SALE over: ${flash.paid} paid, ${flash.soldOut} told sold out, order creation p99 ${flash.createMs.p99.toFixed(1)} ms`,
    );
  })().finally(() => saleOver());
  await Promise.all([traffic, edits, faults, sale]);
  await Promise.all(inFlight);
  const trafficMs = recorder.now();
  log(
    `traffic over: ${recorder.samples.length} requests${skipped ? `, ${skipped} actions skipped (${MAX_IN_FLIGHT} in flight)` : ''}; checking…`,
  );
  await sleep(3000); // webhooks and emails already queued settle
  await monitor.stop();

  const checks = await runChecks({
    databaseUrl: shop.databaseUrl,
    ledger,
    catalogue,
    flashProductId,
    flash,
    samples: recorder.samples,
    windows,
  });
  const report = buildReport({
    info: {
      minutes,
      rate,
      durationMs: trafficMs,
      products: catalogue.all.length,
      shoppers: SHOPPERS,
      ordersCreated: ledger.orders.size,
      ordersVerifiedPaid: [...ledger.orders.values()].filter((o) => o.verifiedPaid).length,
      webhooks: ledger.webhooks,
      uploads: ledger.uploads,
    },
    samples: recorder.samples,
    windows,
    monitor,
    checks,
    flash,
  });
  fs.mkdirSync(reportDir, { recursive: true });
  fs.writeFileSync(path.join(reportDir, 'report.txt'), `${report.text}\n`);
  fs.writeFileSync(path.join(reportDir, 'report.html'), report.html);
  fs.writeFileSync(
    path.join(reportDir, 'samples.json'),
    JSON.stringify({ windows, samples: recorder.samples }),
  );
  if (
    await screenshotReport(path.join(reportDir, 'report.html'), path.join(reportDir, 'report.png')).catch(
      () => false,
    )
  )
    log(`screenshot of the report: ${path.join(reportDir, 'report.png')}`);
  console.log(`\n${report.text}\n\nReport: ${path.join(reportDir, 'report.html')}`);
  ok = report.ok;
} finally {
  await shop.close();
}
process.exit(ok ? 0 : 1);
