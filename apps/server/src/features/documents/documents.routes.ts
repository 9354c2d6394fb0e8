import { statementQuerySchema } from '@njira/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import type { PdfFile } from './document.service.ts';

const pdfResponse = {
  description: 'A text-based PDF, sent as a download',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

/**
 * Personal money papers: never cached by a shared cache, and a download rather than a page (the
 * API's CSP already keeps a PDF from running anything). PDF is not in the compressible types, so
 * the compression plugin passes the bytes through untouched.
 */
function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** The PDF documents: a shipment's receipt and a transporter's monthly statement. */
export const documentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { documents } = services;

  app.get(
    '/shipments/:id/receipt.pdf',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['shipments'],
        summary:
          'The receipt of the cargo owner’s payment as a PDF, once it was received: the amount, when (Lusaka time), the provider and the payer’s number masked but its last 3 digits, where the money stands now (held, released, refunded), the 20% fee and 80% share, route, cargo, dates, parties; numbered NJR-R-<short id>-<digest of its content>, named so in Content-Disposition (either party, or an admin; 409 while nothing was received)',
        params: z.object({ id: pathId('Shipment') }),
        response: { 200: pdfResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => sendPdf(reply, await documents.receipt(callerOf(request), request.params.id)),
  );

  app.get(
    '/shipments/:id/pod.pdf',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['shipments'],
        summary:
          'The proof of delivery of a delivered shipment as a PDF: route, cargo, weight, dates, the whole progress history, who confirmed delivery and when (either party, or an admin; 409 before delivery)',
        params: z.object({ id: pathId('Shipment') }),
        response: { 200: pdfResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => sendPdf(reply, await documents.pod(callerOf(request), request.params.id)),
  );

  app.get(
    '/payments/statement.pdf',
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags: ['payments'],
        summary:
          'The calling cargo owner’s payments of one Lusaka month (default: this month) as a PDF: each delivered shipment with the amount paid, the 20% fee and the 80% to the transporter, and the totals. Numbered NJR-S-<user short id>-<YYYY-MM> once the month is over; the current month’s is marked interim and its number ends -I<YYYYMMDDHHmm> (Lusaka issue time); the number is in the Content-Disposition file name',
        querystring: statementQuerySchema,
        response: { 200: pdfResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await documents.paymentStatement(callerOf(request), request.query.month)),
  );

  app.get(
    '/earnings/statement.pdf',
    {
      config: { access: ['transporter'] },
      schema: {
        tags: ['earnings'],
        summary:
          'The calling transporter’s statement of one Lusaka month (default: this month) as a PDF: each delivery with its fee and net, and the totals. Numbered NJR-S-<user short id>-<YYYY-MM> once the month is over; the current month’s is marked interim and its number ends -I<YYYYMMDDHHmm> (Lusaka issue time); the number is in the Content-Disposition file name',
        querystring: statementQuerySchema,
        response: { 200: pdfResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await documents.statement(callerOf(request), request.query.month)),
  );
};
