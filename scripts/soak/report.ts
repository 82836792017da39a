// The soak's report: printed, and as one self-contained HTML page with its charts drawn in SVG.
import type { Check } from './checks';
import { countBy, inWindow } from './checks';
import { barChart, lineChart, type Band, type Series } from './charts';
import { SETTLE_MS, type FaultWindow } from './faults';
import { pct, type FlashResult } from './flash-sale';
import type { Monitor } from './monitor';
import type { Sample } from './recorder';

export const GROUPS = [
  'home',
  'listing',
  'product',
  'search',
  'media',
  'cart',
  'checkout',
  'pay',
  'webhook',
  'admin',
  'upload',
  'flash',
];
const COLORS = [
  '#7a1f3d',
  '#1f6a6a',
  '#b0503a',
  '#3c5a3f',
  '#8a6d1f',
  '#4a4ab0',
  '#c03080',
  '#2a7ad0',
  '#777',
  '#a0a020',
  '#20a0a0',
  '#e07000',
];
const STATUS_COLORS: Record<string, string> = {
  '4xx': '#d0a020',
  '502': '#a00000',
  '503': '#e06020',
  '500': '#600000',
  '0': '#000',
  other5xx: '#c00060',
};

export interface RunInfo {
  minutes: number;
  rate: number;
  durationMs: number;
  products: number;
  shoppers: number;
  ordersCreated: number;
  ordersVerifiedPaid: number;
  webhooks: number;
  uploads: { ok: number; refused: number };
}

const statusClass = (s: number) =>
  s === 0
    ? '0'
    : s >= 400 && s < 500
      ? '4xx'
      : s === 502 || s === 503 || s === 500
        ? String(s)
        : s >= 500
          ? 'other5xx'
          : 'ok';

/** p50/p95/p99 (ms) of each group's requests in [from, to). */
function latencies(samples: Sample[], from: number, to: number) {
  const by = new Map<string, number[]>();
  for (const s of samples)
    if (s.t >= from && s.t < to && s.status) by.set(s.group, [...(by.get(s.group) ?? []), s.ms]);
  return new Map(
    [...by].map(([g, ms]) => [g, { n: ms.length, p50: pct(ms, 50), p95: pct(ms, 95), p99: pct(ms, 99) }]),
  );
}

function buckets(durationMs: number, size: number) {
  const out: number[] = [];
  for (let t = 0; t < durationMs; t += size) out.push(t);
  return out;
}

const mmss = (ms: number) =>
  `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
const ms1 = (v: number) => v.toFixed(1);
const mb = (b: number) => Math.round(b / 2 ** 20);

export function buildReport(opts: {
  info: RunInfo;
  samples: Sample[];
  windows: FaultWindow[];
  monitor: Monitor;
  checks: Check[];
  flash: FlashResult | null;
}) {
  const { info, samples, windows, monitor, checks, flash } = opts;
  const text: string[] = [];
  const line = (s = '') => text.push(s);
  const minutes = buckets(info.durationMs, 60_000);
  const ok = checks.every((c) => c.ok);

  line(
    `Resham soak: ${info.minutes} min at ${info.rate} actions/s, ${info.products} products, ${info.shoppers} shoppers`,
  );
  line(
    `${samples.length} requests; ${info.ordersCreated} orders created, ${info.ordersVerifiedPaid} verified paid by the shopper, ${info.webhooks} webhooks; uploads ${info.uploads.ok} stored, ${info.uploads.refused} refused`,
  );
  if (flash)
    line(
      `flash sale at ${mmss(flash.at)}: ${flash.shoppers} shoppers, ${flash.created} orders created, ${flash.paid} paid, ${flash.soldOut} told sold out; order creation p50 ${ms1(flash.createMs.p50)} ms, p95 ${ms1(flash.createMs.p95)} ms, p99 ${ms1(flash.createMs.p99)} ms, max ${ms1(flash.createMs.max)} ms`,
    );
  line();
  line('Faults (window: start to 10 s after its end):');
  for (const w of windows)
    line(`  ${mmss(w.start)}–${mmss(w.end)}  ${w.name}; ready again ${w.readyAfterMs ?? '—'} ms after`);
  line();
  line('Per minute: req/s, p50/p95/p99 ms per group, answers that were not 2xx/3xx');
  const groupsSeen = GROUPS.filter((g) => samples.some((s) => s.group === g));
  for (const m of minutes) {
    const inMin = samples.filter((s) => s.t >= m && s.t < m + 60_000);
    const span = Math.min(60_000, info.durationMs - m) / 1000;
    const lat = latencies(inMin, m, m + 60_000);
    const errs = countBy(
      inMin.filter((s) => s.status >= 400 || s.status === 0),
      (s) => String(s.status),
    );
    line(
      `  min ${m / 60_000 + 1}: ${(inMin.length / span).toFixed(1)} req/s  ${groupsSeen
        .filter((g) => lat.has(g))
        .map((g) => `${g} ${ms1(lat.get(g)!.p50)}/${ms1(lat.get(g)!.p95)}/${ms1(lat.get(g)!.p99)}`)
        .join('  ')}  ${[...errs].map(([k, v]) => `${k}×${v}`).join(' ') || 'no errors'}`,
    );
  }
  line();
  line('p99 ms per group inside each fault window, and outside all of them:');
  const outsideSamples = samples.filter((s) => !inWindow(s, windows));
  const rows: [string, Map<string, { p99: number }>][] = windows.map((w) => [
    w.name,
    latencies(samples, w.start, w.end + SETTLE_MS),
  ]);
  rows.push(['outside the faults', latencies(outsideSamples, 0, Infinity)]);
  for (const [name, lat] of rows)
    line(
      `  ${name}: ${groupsSeen
        .filter((g) => lat.has(g))
        .map((g) => `${g} ${ms1(lat.get(g)!.p99)}`)
        .join('  ')}`,
    );
  line();
  line('Processes (RSS start → end after warm-up, event loop delay p99 max):');
  const procRows: string[] = [];
  for (const [name, ps] of monitor.processes) {
    const warm = ps.filter((p) => p.t > Math.min(60_000, info.durationMs * 0.2));
    const first = warm[0];
    const last = warm.at(-1);
    const r = `  ${name}: RSS ${first ? mb(first.rss) : '—'} → ${last ? mb(last.rss) : '—'} MB${first && last ? ` (${(((last.rss - first.rss) / first.rss) * 100).toFixed(1)} %)` : ''}, loop p99 max ${ms1(Math.max(0, ...ps.map((p) => p.loopP99)))} ms, median ${ms1(
      pct(
        ps.map((p) => p.loopP99),
        50,
      ),
    )} ms`;
    procRows.push(r);
    line(r);
  }
  line(
    `  PostgreSQL connections: max ${Math.max(0, ...monitor.connections.map((c) => c.n))}, median ${pct(
      monitor.connections.map((c) => c.n),
      50,
    )}`,
  );
  line();
  line(`Checks: ${ok ? 'all passed' : 'SOME FAILED'}`);
  for (const c of checks) line(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);

  // The charts: 10 s buckets on a short run, a minute on a long one.
  const size = info.durationMs > 15 * 60_000 ? 60_000 : 10_000;
  const xs = buckets(info.durationMs, size);
  const bands: Band[] = windows.map((w, i) => ({
    name: w.name,
    label: String(i + 1),
    from: w.start,
    to: w.end + SETTLE_MS,
  }));
  if (flash)
    bands.push({ name: 'flash sale', label: 'F', from: flash.at, to: flash.at + flash.tookMs, flash: true });
  const inBucket = (t: number) => samples.filter((s) => s.t >= t && s.t < t + size);
  const perBucket = xs.map((t) => [t, inBucket(t)] as const);
  const rps: Series[] = [
    {
      name: 'requests/s',
      color: COLORS[0]!,
      points: perBucket.map(([t, ss]) => [t, ss.length / (size / 1000)]),
    },
  ];
  const p99: Series[] = ['listing', 'product', 'search', 'home', 'cart', 'checkout', 'pay'].map((g, i) => ({
    name: g,
    color: COLORS[i]!,
    points: perBucket.map(([t, ss]) => [
      t,
      pct(
        ss.filter((s) => s.group === g && s.status).map((s) => s.ms),
        99,
      ),
    ]),
  }));
  const errors: Series[] = Object.entries(STATUS_COLORS).map(([k, color]) => ({
    name: k === '0' ? 'no answer' : k,
    color,
    points: perBucket.map(([t, ss]) => [t, ss.filter((s) => statusClass(s.status) === k).length]),
  }));
  const procSeries = (f: (p: { rss: number; loopP99: number }) => number): Series[] =>
    [...monitor.processes].map(([name, ps], i) => ({
      name,
      color: COLORS[i + 1]!,
      points: ps.map((p) => [p.t, f(p)] as [number, number]),
    }));
  const charts = [
    lineChart(`Requests per second (${size / 1000} s buckets)`, 'req/s', rps, info.durationMs, bands),
    lineChart('p99 latency per route group', 'ms', p99, info.durationMs, bands),
    barChart('Answers that were not 2xx/3xx, by status', 'count', errors, info.durationMs, size, bands),
    lineChart(
      'RSS per app process',
      'MB',
      procSeries((p) => p.rss / 2 ** 20),
      info.durationMs,
      bands,
    ),
    lineChart(
      'Event loop delay p99 per app process (each second)',
      'ms',
      procSeries((p) => p.loopP99),
      info.durationMs,
      bands,
    ),
    lineChart(
      'PostgreSQL connections (the shop database)',
      'conns',
      [{ name: 'connections', color: COLORS[5]!, points: monitor.connections.map((c) => [c.t, c.n]) }],
      info.durationMs,
      bands,
    ),
  ];
  const esc = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Resham soak report</title><style>
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#222;max-width:980px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px}
.pass{color:#176b2c;font-weight:600}.fail{color:#b00020;font-weight:600}
table{border-collapse:collapse;font-size:13px}td,th{border-bottom:1px solid #ddd;padding:3px 8px;text-align:left;vertical-align:top}
svg{display:block;margin:10px 0;background:#fcfbf8;border:1px solid #e4e0d8}
svg .title{font-size:13px;font-weight:600}svg .tick{font-size:10px;fill:#555}svg .grid{stroke:#e6e2da}svg .band{fill:#e0604020}svg .flash{fill:#2060e020}
pre{font-size:12px;background:#f6f4ef;padding:10px;overflow:auto}
</style></head><body>
<h1>Resham soak: ${info.minutes} min, ${samples.length.toLocaleString('en')} requests — <span class="${ok ? 'pass' : 'fail'}">${ok ? 'every check passed' : 'checks failed'}</span></h1>
<p>${esc(text[1]!)}${flash ? `<br>${esc(text[2]!)}` : ''}</p>
<h2>Checks</h2><table>${checks.map((c) => `<tr><td class="${c.ok ? 'pass' : 'fail'}">${c.ok ? 'PASS' : 'FAIL'}</td><td>${esc(c.name)}</td><td>${esc(c.detail)}</td></tr>`).join('')}</table>
<h2>Faults</h2><table><tr><th>#</th><th>start</th><th>end</th><th>fault</th><th>ready again after</th></tr>${windows.map((w, i) => `<tr><td>${i + 1}</td><td>${mmss(w.start)}</td><td>${mmss(w.end)}</td><td>${esc(w.name)}</td><td>${w.readyAfterMs ?? '—'} ms</td></tr>`).join('')}</table>
<p>Shaded on every chart: each fault (numbered as above), from its start to 10 s after its end; in blue (F), the flash sale.</p>
${charts.join('\n')}
<h2>Processes</h2><pre>${esc(procRows.join('\n'))}</pre>
<h2>The printed report</h2><pre>${esc(text.join('\n'))}</pre>
</body></html>`;
  return { text: text.join('\n'), html, ok };
}
