import type { Readable } from 'node:stream';
import { REVENUE_CSV_COLUMNS } from '@njira/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { AppServices } from '../../services.ts';
import { exportFilename, lusakaDay } from './admin-export.ts';
import { config, tags } from './admin-route-config.ts';
import { revenueCsv } from './revenue-csv.ts';
import { summaryCsv, summaryRows } from './summary-csv.ts';

const CSV_TYPE = 'text/csv; charset=utf-8';
const csvResponse = {
  description: 'RFC 4180 CSV with a header row, sent as a download and streamed',
  content: { 'text/csv': { schema: z.string() } },
};

/**
 * A CSV download: the platform's figures, never kept by a shared cache. text/csv is compressible, so
 * the compression plugin gzips or brotlis the stream as it goes (no length is known, no buffering).
 */
function sendCsv(reply: FastifyReply, filename: string, stream: Readable) {
  return reply
    .header('content-type', CSV_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** The admin's CSV downloads: the summary of the dashboard and every transaction. */
export const adminExportRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { overview, revenue } = services.admin;

  app.get(
    '/export/summary.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The overview as Metric,Value rows (CSV attachment njira-summary-YYYY-MM-DD.csv)',
        response: { 200: csvResponse, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      const [o, r] = await Promise.all([overview.get(now), revenue.get(now)]);
      return sendCsv(reply, exportFilename('summary', now), summaryCsv(summaryRows(o, r, lusakaDay(now))));
    },
  );

  app.get(
    '/export/revenue.csv',
    {
      config,
      schema: {
        tags,
        summary: `Every transaction, newest first, streamed from a cursor (CSV attachment njira-revenue-YYYY-MM-DD.csv): ${REVENUE_CSV_COLUMNS.join(', ')}`,
        response: { 200: csvResponse, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      return sendCsv(reply, exportFilename('revenue'), await revenueCsv(services.db));
    },
  );
};
