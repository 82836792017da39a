import { describe, expect, it } from 'vitest';
import { compactRupees, layoutSalesChart, niceScale, shortDay, type DailyPoint } from './chart-scale';

describe('niceScale', () => {
  it('rounds the maximum up to a round step', () => {
    expect(niceScale(8_730)).toEqual({ max: 10_000, step: 2_500, ticks: [0, 2_500, 5_000, 7_500, 10_000] });
    expect(niceScale(15_750.5)).toMatchObject({ max: 20_000, step: 5_000 });
    expect(niceScale(100)).toMatchObject({ max: 100, step: 25 });
  });

  it('keeps order counts whole', () => {
    expect(niceScale(3, 4, true)).toEqual({ max: 3, step: 1, ticks: [0, 1, 2, 3] });
    expect(niceScale(17, 4, true)).toMatchObject({ max: 20, step: 5 });
  });

  it('gives an empty series an axis instead of dividing by zero', () => {
    const s = niceScale(0, 4, true);
    expect(s.max).toBeGreaterThan(0);
    expect(s.ticks[0]).toBe(0);
    expect(niceScale(Number.NaN).max).toBeGreaterThan(0);
  });
});

function days(n: number, at: (i: number) => Partial<DailyPoint> = () => ({})): DailyPoint[] {
  return Array.from({ length: n }, (_, i) => ({
    date: `2025-03-${String(i + 1).padStart(2, '0')}`,
    revenue: 0,
    orders: 0,
    ...at(i),
  }));
}

describe('layoutSalesChart', () => {
  const box = { width: 640, height: 260, margin: { top: 10, right: 40, bottom: 30, left: 60 } };

  it('fits 30 bars inside the plot, the tallest reaching its share of the axis', () => {
    const data = days(30, (i) => ({ revenue: i === 29 ? 7_000 : 1_000, orders: i === 29 ? 3 : 1 }));
    const chart = layoutSalesChart(data, box);
    expect(chart.plot).toMatchObject({ left: 60, top: 10, width: 540, height: 220, right: 600, bottom: 230 });
    expect(chart.bars).toHaveLength(30);
    for (const bar of chart.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(60);
      expect(bar.x + bar.width).toBeLessThanOrEqual(600 + 1e-9);
      expect(bar.y + bar.height).toBeCloseTo(230);
    }
    // 7000 on an axis to 8000 is 87.5 % of 220 px.
    expect(chart.bars[29]!.height).toBeCloseTo(192.5);
    // 3 orders on an axis to 3: the top of the plot.
    expect(chart.points[29]!.y).toBeCloseTo(10);
    expect(chart.linePath.startsWith('M')).toBe(true);
    expect(chart.linePath.split('L')).toHaveLength(30);
  });

  it('draws zero-height bars on a flat line for a month without sales', () => {
    const chart = layoutSalesChart(days(30), box);
    expect(chart.bars.every((b) => b.height === 0)).toBe(true);
    expect(chart.points.every((p) => p.y === 230)).toBe(true);
  });

  it('labels about one day per 56 px, always including the last day', () => {
    const narrow = layoutSalesChart(days(30), { ...box, width: 340 });
    const wide = layoutSalesChart(days(30), { ...box, width: 1200 });
    expect(narrow.xLabels.at(-1)!.point.date).toBe('2025-03-30');
    expect(narrow.xLabels.length).toBeLessThan(wide.xLabels.length);
    expect(narrow.xLabels.length).toBeLessThanOrEqual(Math.ceil(240 / 56) + 1);
  });

  it('places ticks from the bottom to the top of the plot', () => {
    const chart = layoutSalesChart(
      days(30, () => ({ revenue: 500, orders: 2 })),
      box,
    );
    expect(chart.revenueTicks[0]).toEqual({ value: 0, y: 230 });
    expect(chart.revenueTicks.at(-1)!.y).toBeCloseTo(10);
    expect(chart.orderTicks.at(-1)!.y).toBeCloseTo(10);
  });
});

describe('labels', () => {
  it('shortens rupees in lakh and crore', () => {
    expect(compactRupees(0)).toBe('₹0');
    expect(compactRupees(750)).toBe('₹750');
    expect(compactRupees(2_500)).toBe('₹2.5k');
    expect(compactRupees(25_000)).toBe('₹25k');
    expect(compactRupees(150_000)).toBe('₹1.5L');
    expect(compactRupees(30_000_000)).toBe('₹3Cr');
  });

  it('names a calendar day without shifting it across time zones', () => {
    expect(shortDay('2025-03-14')).toBe('14 Mar');
    expect(shortDay('2025-03-14', true)).toBe('14 Mar 2025');
  });
});
