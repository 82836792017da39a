// Small SVG charts for the soak's report (no chart library: the page stands alone): lines or stacked
// bars over the run's time axis, with the fault windows shaded and named.
export interface Series {
  name: string;
  color: string;
  points: [number, number][];
}

export interface Band {
  name: string;
  /** A short mark over the band (the fault's number in the report's table, F for the flash sale). */
  label: string;
  from: number;
  to: number;
  flash?: boolean;
}

const W = 920;
const H = 230;
const PAD = { l: 58, r: 12, t: 26, b: 30 };
const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function niceMax(v: number) {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  return ([1, 2, 2.5, 5, 10].find((m) => m * p >= v) ?? 10) * p;
}

const fmt = (v: number) =>
  v >= 1e6 ? `${+(v / 1e6).toFixed(1)}M` : v >= 1e3 ? `${+(v / 1e3).toFixed(1)}k` : `${+v.toFixed(2)}`;

function frame(
  title: string,
  unit: string,
  xMax: number,
  yMax: number,
  bands: Band[],
  body: string,
  legend: Series[],
) {
  const x = (t: number) => PAD.l + (t / xMax) * (W - PAD.l - PAD.r);
  const y = (v: number) => H - PAD.b - (v / yMax) * (H - PAD.t - PAD.b);
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * yMax);
  const stepMin = xMax > 20 * 60_000 ? 10 : xMax > 6 * 60_000 ? 2 : xMax > 2 * 60_000 ? 0.5 : 0.25;
  const xTicks: number[] = [];
  for (let m = 0; m * 60_000 <= xMax; m += stepMin) xTicks.push(m * 60_000);
  return `<svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(title)}">
  <text x="${PAD.l}" y="16" class="title">${esc(title)}</text>
  ${bands
    .map(
      (b) =>
        `<rect x="${x(b.from)}" y="${PAD.t}" width="${Math.max(2, x(b.to) - x(b.from))}" height="${H - PAD.t - PAD.b}" class="${b.flash ? 'flash' : 'band'}"><title>${esc(b.name)}</title></rect><text x="${x(b.from) + 2}" y="${PAD.t + 10}" class="tick">${esc(b.label)}</text>`,
    )
    .join('')}
  ${yTicks.map((v) => `<line x1="${PAD.l}" x2="${W - PAD.r}" y1="${y(v)}" y2="${y(v)}" class="grid"/><text x="${PAD.l - 6}" y="${y(v) + 4}" class="tick" text-anchor="end">${fmt(v)}</text>`).join('')}
  ${xTicks.map((t) => `<text x="${x(t)}" y="${H - 10}" class="tick" text-anchor="middle">${+(t / 60_000).toFixed(2)}m</text>`).join('')}
  <text x="12" y="${PAD.t + 4}" class="tick">${esc(unit)}</text>
  ${body}
  ${legend.map((s, i) => `<rect x="${W - PAD.r - 150}" y="${PAD.t + 4 + i * 15}" width="10" height="10" fill="${s.color}"/><text x="${W - PAD.r - 136}" y="${PAD.t + 13 + i * 15}" class="tick">${esc(s.name)}</text>`).join('')}
</svg>`;
}

export function lineChart(title: string, unit: string, series: Series[], xMax: number, bands: Band[]) {
  const yMax = niceMax(Math.max(0, ...series.flatMap((s) => s.points.map((p) => p[1]))) * 1.05);
  const x = (t: number) => PAD.l + (t / xMax) * (W - PAD.l - PAD.r);
  const y = (v: number) => H - PAD.b - (Math.min(v, yMax) / yMax) * (H - PAD.t - PAD.b);
  const body = series
    .map(
      (s) =>
        `<polyline fill="none" stroke="${s.color}" stroke-width="1.6" points="${s.points.map(([t, v]) => `${x(t).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}"/>`,
    )
    .join('');
  return frame(title, unit, xMax, yMax, bands, body, series);
}

/** Stacked bars: one bar per bucket, `series` stacked in order. */
export function barChart(
  title: string,
  unit: string,
  series: Series[],
  xMax: number,
  bucketMs: number,
  bands: Band[],
) {
  const totals = new Map<number, number>();
  for (const s of series) for (const [t, v] of s.points) totals.set(t, (totals.get(t) ?? 0) + v);
  const yMax = niceMax(Math.max(0, ...totals.values()) * 1.05);
  const x = (t: number) => PAD.l + (t / xMax) * (W - PAD.l - PAD.r);
  const h = (v: number) => (v / yMax) * (H - PAD.t - PAD.b);
  const width = Math.max(1, x(bucketMs) - x(0) - 1);
  const base = new Map<number, number>();
  let body = '';
  for (const s of series) {
    for (const [t, v] of s.points) {
      if (!v) continue;
      const below = base.get(t) ?? 0;
      body += `<rect x="${x(t).toFixed(1)}" y="${(H - PAD.b - h(below + v)).toFixed(1)}" width="${width.toFixed(1)}" height="${h(v).toFixed(1)}" fill="${s.color}"><title>${esc(s.name)}: ${v}</title></rect>`;
      base.set(t, below + v);
    }
  }
  return frame(title, unit, xMax, yMax, bands, body, series);
}
