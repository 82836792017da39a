import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GstReportPart, GstReportResponse } from '@resham/shared';
import { api } from '../../lib/api-client';

export type { GstReport, GstReportPart } from '@resham/shared';

/** How many register rows the screen shows (the CSV has them all). */
export const REGISTER_ROWS_SHOWN = 10;

/** The month's GST figures: the summaries and the register's first rows. */
export function useGstReport(month: string) {
  return useQuery({
    queryKey: ['admin', 'reports', 'gst', month],
    queryFn: async ({ signal }) =>
      (
        await api.get<GstReportResponse>(`/api/admin/reports/gst?month=${encodeURIComponent(month)}`, {
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Where the browser downloads one part of the month's report as CSV (the session cookie goes along). */
export const gstCsvUrl = (month: string, part: GstReportPart) =>
  `/api/admin/reports/gst?month=${encodeURIComponent(month)}&format=csv&part=${part}`;

/** Where the browser downloads the orders placed between two days (India time) as CSV. */
export const ordersCsvUrl = (from: string, to: string) =>
  `/api/admin/orders/export?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** 'YYYY-MM' and 'YYYY-MM-DD' of today in India, whatever the device's time zone. */
export function todayInIndia(now = new Date()) {
  const day = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return { day, month: day.slice(0, 7) };
}
