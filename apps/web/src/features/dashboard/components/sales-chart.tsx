import { useId, useLayoutEffect, useRef, useState } from 'react';
import { formatRupees } from '../../../lib/format';
import { compactRupees, layoutSalesChart, shortDay, type DailyPoint } from '../chart-scale';

const HEIGHT = 260;
const MARGIN = { top: 12, right: 36, bottom: 28, left: 52 };

/** Width of an element, following resizes (starts from a guess until measured). */
function useWidth<T extends HTMLElement>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  // Before paint, so the first frame is already drawn at the right width.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(240, Math.floor(el.getBoundingClientRect().width)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Revenue (bars, left axis) and orders (line, right axis) per day for 30 days: a hand-drawn SVG
 * at the container's width, named by <title>/<desc>, with the numbers in a table for screen readers.
 */
export function SalesChart({ daily }: { daily: DailyPoint[] }) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const uid = useId();
  const chart = layoutSalesChart(daily, { width, height: HEIGHT, margin: MARGIN });
  const total = daily.reduce((sum, d) => sum + d.revenue, 0);
  const orders = daily.reduce((sum, d) => sum + d.orders, 0);
  const best = daily.reduce<DailyPoint | null>((top, d) => (d.revenue > (top?.revenue ?? 0) ? d : top), null);
  const first = daily[0];
  const last = daily.at(-1);
  const span =
    first && last ? `${shortDay(first.date, true)} to ${shortDay(last.date, true)}` : 'the last 30 days';
  const description =
    `Daily revenue as bars and the number of paid orders as a line, ${span}. ` +
    `${formatRupees(total)} from ${orders} order${orders === 1 ? '' : 's'} in all` +
    (best
      ? `; the best day was ${shortDay(best.date)} with ${formatRupees(best.revenue)}.`
      : '; no sales yet.');

  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center gap-4 text-sm text-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-maroon-700" /> Revenue (₹, left axis)
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="h-0.5 w-5 rounded bg-gold-600" />
          <span className="-ml-4 size-2 rounded-full border-2 border-gold-600 bg-white" /> Orders (right axis)
        </span>
      </div>
      <div ref={ref} className="w-full min-w-0 overflow-hidden">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${uid}-title ${uid}-desc`}
          className="block max-w-full overflow-visible"
        >
          <title id={`${uid}-title`}>Revenue and orders, last 30 days</title>
          <desc id={`${uid}-desc`}>{description}</desc>
          <g className="text-[11px]" fill="currentColor">
            {chart.revenueTicks.map((tick) => (
              <g key={`r${tick.value}`}>
                <line
                  x1={chart.plot.left}
                  x2={chart.plot.right}
                  y1={tick.y}
                  y2={tick.y}
                  className="stroke-stone-200"
                  strokeDasharray={tick.value === 0 ? undefined : '3 3'}
                />
                <text x={chart.plot.left - 8} y={tick.y} dy="0.32em" textAnchor="end" className="fill-muted">
                  {compactRupees(tick.value)}
                </text>
              </g>
            ))}
            {chart.orderTicks.map((tick) => (
              <text
                key={`o${tick.value}`}
                x={chart.plot.right + 8}
                y={tick.y}
                dy="0.32em"
                className="fill-gold-700"
              >
                {tick.value}
              </text>
            ))}
          </g>
          <g>
            {chart.bars.map((bar, i) => (
              <rect
                key={bar.point.date}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={Math.max(bar.height, 0)}
                rx={Math.min(3, bar.width / 3)}
                className={i === chart.bars.length - 1 ? 'fill-maroon-900' : 'fill-maroon-700'}
              >
                <title>
                  {`${shortDay(bar.point.date)}: ${formatRupees(bar.point.revenue)}, ${bar.point.orders} order${bar.point.orders === 1 ? '' : 's'}`}
                </title>
              </rect>
            ))}
          </g>
          <path
            d={chart.linePath}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-gold-600"
          />
          <g>
            {chart.points.map((p) => (
              <circle
                key={p.point.date}
                cx={p.x}
                cy={p.y}
                r={2.75}
                strokeWidth={1.5}
                className="fill-white stroke-gold-600"
              />
            ))}
          </g>
          <g className="text-[11px]">
            {chart.xLabels.map((label) => (
              <text
                key={label.point.date}
                x={label.x}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-muted"
              >
                {shortDay(label.point.date)}
              </text>
            ))}
          </g>
        </svg>
      </div>
      <table className="sr-only">
        <caption>Daily revenue and paid orders, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.date}>
              <th scope="row">{shortDay(d.date, true)}</th>
              <td>{formatRupees(d.revenue)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
