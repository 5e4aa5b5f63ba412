/**
 * GET /api/kitchen/reports and /api/kitchen/reports/orders.csv: a period's sales as figures and
 * as CSV (docs/product.md#reports), for staff only (the role read from the database on every
 * request, auth/guard.ts). Both count the same paid orders of the same period.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { endpoint } from '../http/endpoint';
import { ordersCsv } from './csv';
import { ReportRepository } from './repository';
import { ReportService } from './service';

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, shopSettings, staffOnly } = app;
  const reports = new ReportRepository(database.db, database.dialect);
  const service = new ReportService(reports, async () => (await shopSettings.get()).timeZone);

  app.route({
    ...endpoint(app, CALLS.reports),
    preHandler: staffOnly,
    handler: async (request) => ({
      success: true,
      report: await service.report(request.query.period),
    }),
  });

  app.route({
    ...endpoint(app, CALLS.reportsCsv),
    preHandler: staffOnly,
    handler: async (request, reply) => {
      const window = await service.window(request.query.period);
      const day = window.days[window.days.length - 1];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="orders-${window.period}-${day}.csv"`)
        .send(Readable.from(ordersCsv(reports, window)));
    },
  });
};
