/** Scales and geometry of the dashboard's 30-day chart, kept pure so they can be tested. */
import type { DailyPoint } from '@resham/shared';

/** One day of the chart, as the dashboard call answers it: 'YYYY-MM-DD' (India time). */
export type { DailyPoint } from '@resham/shared';

export interface NiceScale {
  max: number;
  step: number;
  ticks: number[];
}

/**
 * A round axis maximum at or above `max`, split into about `count` round steps (1, 2, 2.5, 5 × 10ⁿ).
 * With `integer`, steps are whole numbers (order counts). An empty series still gets an axis.
 */
export function niceScale(max: number, count = 4, integer = false): NiceScale {
  const safeMax = Number.isFinite(max) && max > 0 ? max : 0;
  if (safeMax === 0) {
    const step = integer ? 1 : 1;
    return { max: step * count, step, ticks: range(count + 1).map((i) => i * step) };
  }
  const rough = safeMax / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const residual = rough / magnitude;
  let step =
    (residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10) * magnitude;
  if (integer) step = Math.max(1, Math.ceil(step));
  const steps = Math.max(1, Math.ceil(safeMax / step - 1e-9));
  const top = roundTo(steps * step);
  return { max: top, step, ticks: range(steps + 1).map((i) => roundTo(i * step)) };
}

const roundTo = (n: number) => Math.round(n * 1e6) / 1e6;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export interface ChartBox {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

export interface ChartLayout {
  plot: { left: number; top: number; width: number; height: number; bottom: number; right: number };
  revenue: NiceScale;
  orders: NiceScale;
  bars: Array<{ x: number; y: number; width: number; height: number; point: DailyPoint }>;
  /** Centre of each day's slot and the y of its order count. */
  points: Array<{ x: number; y: number; point: DailyPoint }>;
  /** SVG path of the orders line. */
  linePath: string;
  revenueTicks: Array<{ value: number; y: number }>;
  orderTicks: Array<{ value: number; y: number }>;
  /** Which days get a date label under the axis (about one per 56 px, always the last). */
  xLabels: Array<{ x: number; point: DailyPoint }>;
}

/** Bars for revenue (left axis) and a line for orders (right axis), fitted to `box`. */
export function layoutSalesChart(daily: DailyPoint[], box: ChartBox): ChartLayout {
  const { margin } = box;
  const plot = {
    left: margin.left,
    top: margin.top,
    width: Math.max(1, box.width - margin.left - margin.right),
    height: Math.max(1, box.height - margin.top - margin.bottom),
    right: 0,
    bottom: 0,
  };
  plot.right = plot.left + plot.width;
  plot.bottom = plot.top + plot.height;

  const revenue = niceScale(Math.max(0, ...daily.map((d) => d.revenue)));
  const orders = niceScale(Math.max(0, ...daily.map((d) => d.orders)), 4, true);
  const yOf = (value: number, scale: NiceScale) => plot.bottom - (value / scale.max) * plot.height;

  const n = Math.max(1, daily.length);
  const slot = plot.width / n;
  const barWidth = Math.max(1, slot * 0.7);

  const bars = daily.map((point, i) => {
    const y = yOf(point.revenue, revenue);
    return {
      x: plot.left + i * slot + (slot - barWidth) / 2,
      y,
      width: barWidth,
      height: plot.bottom - y,
      point,
    };
  });
  const points = daily.map((point, i) => ({
    x: plot.left + (i + 0.5) * slot,
    y: yOf(point.orders, orders),
    point,
  }));
  const linePath = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${fix(p.x)},${fix(p.y)}`).join(' ');

  const every = Math.max(1, Math.ceil(56 / slot));
  const xLabels = points
    .filter((_, i) => (daily.length - 1 - i) % every === 0)
    .map(({ x, point }) => ({ x, point }));

  return {
    plot,
    revenue,
    orders,
    bars,
    points,
    linePath,
    revenueTicks: revenue.ticks.map((value) => ({ value, y: yOf(value, revenue) })),
    orderTicks: orders.ticks.map((value) => ({ value, y: yOf(value, orders) })),
    xLabels,
  };
}

/** SVG coordinates keep two decimals (a scale, not money). */
const TWO_DECIMALS = 100;
const fix = (n: number) => Math.round(n * TWO_DECIMALS) / TWO_DECIMALS;

/** '₹0', '₹2.5k', '₹1.2L', '₹3Cr': short rupee amounts for an axis, in the Indian system. */
export function compactRupees(value: number): string {
  const abs = Math.abs(value);
  const short = (n: number, unit: string) => `₹${Number(n.toFixed(n < 10 ? 1 : 0))}${unit}`;
  if (abs >= 1e7) return short(value / 1e7, 'Cr');
  if (abs >= 1e5) return short(value / 1e5, 'L');
  if (abs >= 1e3) return short(value / 1e3, 'k');
  return `₹${Number(value.toFixed(0))}`;
}

/** '14 Mar' for 'YYYY-MM-DD', read as a calendar date (no time-zone shift). */
export function shortDay(date: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}
