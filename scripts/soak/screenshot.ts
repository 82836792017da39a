// A screenshot of the soak's HTML report in headless Chromium (as the E2E tests launch it):
// `node --import tsx scripts/soak/screenshot.ts [report.html] [out.png]`; the soak takes one itself
// when Chromium is there.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../test-support/system-packages.mjs';

export async function screenshotReport(html: string, png: string): Promise<boolean> {
  if (!fs.existsSync(CHROMIUM_PATH)) return false;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
    await page.goto(pathToFileURL(html).href);
    await page.screenshot({ path: png, fullPage: true });
    return true;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const html = path.resolve(process.argv[2] ?? 'soak-report/report.html');
  const png = path.resolve(process.argv[3] ?? html.replace(/\.html$/, '.png'));
  if (!(await screenshotReport(html, png))) throw new Error('no Chromium: set CHROMIUM_PATH');
  console.log(png);
}
