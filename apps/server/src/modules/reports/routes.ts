import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gstReportQuerySchema, gstReportResponseSchema, ordersExportQuerySchema } from '@resham/shared';
import type { Db } from '../../db/client';
import { binaryBody, ok, replies } from '../../lib/responses';
import { gstCsv } from './gst-csv';
import type { GstReportService } from './gst-report-service';
import { ordersCsv } from './orders-export';

const csvReply = (name: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'private, no-store',
});

/** Admin → Reports: the month's GST figures (JSON or one part as CSV) and the orders of a date range. */
export async function reportRoutes(app: FastifyInstance, opts: { db: Db; gst: GstReportService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/reports/gst',
    {
      config: { access: 'admin' },
      schema: {
        querystring: gstReportQuerySchema,
        // JSON, or with format=csv the CSV's bytes (sent as they are, never serialized).
        response: replies({ 200: gstReportResponseSchema.or(binaryBody('text/csv')) }),
      },
    },
    async (req, reply) => {
      const { month, format, part, registerLimit } = req.query;
      const report = await opts.gst.report(month);
      if (format === 'json')
        return ok(
          registerLimit === undefined
            ? report
            : { ...report, register: report.register.slice(0, registerLimit) },
        );
      return reply.headers(csvReply(`gst-${part}-${month}.csv`)).send(gstCsv(report, part));
    },
  );

  r.get(
    '/api/admin/orders/export',
    {
      config: { access: 'admin' },
      schema: { querystring: ordersExportQuerySchema, response: replies({ 200: binaryBody('text/csv') }) },
    },
    async (req, reply) => {
      const { from, to } = req.query;
      return reply.headers(csvReply(`orders-${from}-to-${to}.csv`)).send(await ordersCsv(opts.db, from, to));
    },
  );
}
