import { chromium } from 'playwright-core';
import fs from 'node:fs';
const [file, out, y, h, w] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: Number(w || 375), height: 800 } });
await page.setContent(
  `<body style="margin:0"><img src="data:image/png;base64,${fs.readFileSync(file).toString('base64')}"></body>`,
);
await page.screenshot({
  path: out,
  clip: { x: 0, y: Number(y), width: Number(w || 375), height: Number(h) },
  fullPage: true,
});
await browser.close();
