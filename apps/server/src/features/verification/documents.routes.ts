import multipart from '@fastify/multipart';
import {
  carrierDocumentSchema,
  documentQueueQuerySchema,
  myDocumentsSchema,
  publicProfileSchema,
  rejectDocumentSchema,
  reviewDocumentSchema,
} from '@njira/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors.ts';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { config as adminOnly, TOTAL_HEADER } from '../admin/admin-route-config.ts';
import { attachmentDisposition } from './attachment-name.ts';
import type { DocumentFile } from './verification.service.ts';

const idParams = z.object({ id: pathId('Document') });
const fileResponse = {
  description: 'The file as uploaded (PDF, JPEG or PNG), sent as a download',
  content: {
    'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
    'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
    'image/png': { schema: z.string().meta({ format: 'binary' }) },
  },
};
/**
 * The file as stored, as a download under its display name: never rendered by the browser as a
 * page (attachment, nosniff, the content type judged at upload), never kept by a shared cache.
 */
function sendFile(reply: FastifyReply, file: DocumentFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.sizeBytes)
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

export const NOT_MULTIPART =
  'Send the document as multipart/form-data: the fields type and expiresOn, then file';

/**
 * Verified carriers (ADR 026): a transporter's documents under /api/documents, the admins' review
 * under /api/admin/documents, and other users' profiles under /api/profiles.
 */
export const verificationRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { verification, config: appConfig } = services;
  // Here only: no other route takes multipart bodies. The size limit ends the file's stream early
  // (the service answers 413 and keeps nothing); one file and two short fields.
  await app.register(multipart, {
    limits: { fileSize: appConfig.DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 5 },
  });

  app.post(
    '/documents',
    {
      config: { access: ['transporter'] },
      schema: {
        tags: ['documents'],
        summary:
          'Upload a document for review (transporters): multipart/form-data with type, expiresOn, then file',
        description:
          'Fields, before the file: `type` (drivers_licence, vehicle_registration, insurance, company_registration) and `expiresOn` (YYYY-MM-DD, today or later). `file`: a PDF, JPEG or PNG, judged from its content, that opens as one (a PDF with a page, a picture that decodes, ≤ 10,000 px a side and 40 MP; 400 otherwise), at most DOCUMENT_MAX_BYTES (5 MB; 413 beyond). The file is stored under a generated name; its own name is kept for display only. 409 while a document of that type waits for review.',
        consumes: ['multipart/form-data'],
        response: { 201: carrierDocumentSchema, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(NOT_MULTIPART);
      const caller = callerOf(request);
      // The fields come before the file (the form sends them so): the service checks them before it
      // reads a byte of the file. Whatever follows the file is not read.
      const fields: Record<string, string | undefined> = {};
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const file = { stream: part.file, filename: part.filename, truncated: () => part.file.truncated };
        return reply.code(201).send(await verification.upload(caller, { fields, file }));
      }
      return reply.code(201).send(await verification.upload(caller, { fields, file: null }));
    },
  );

  app.get(
    '/documents',
    {
      config: { access: ['transporter'] },
      schema: {
        tags: ['documents'],
        summary: "The caller's own documents, newest first, and whether it is verified now (transporters)",
        response: { 200: myDocumentsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => verification.mine(callerOf(request)),
  );

  app.get(
    '/documents/:id/file',
    {
      // Every signed-in role reaches the service, which answers anyone but the document's own
      // transporter and admins as if it did not exist (404): its existence is not told either.
      config: { access: SIGNED_IN },
      schema: {
        tags: ['documents'],
        summary:
          "A document's file: its own transporter or an admin only (anyone else 404); an admin's fetch is recorded, as its approval needs",
        params: idParams,
        response: { 200: fileResponse, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      return sendFile(reply, await verification.file(callerOf(request), request.params.id));
    },
  );

  app.delete(
    '/documents/:id',
    {
      config: { access: ['transporter'] },
      schema: {
        tags: ['documents'],
        summary: "Delete one's own document while it waits for review or was rejected (transporters)",
        params: idParams,
        response: {
          204: z.null().describe('The document and its file are deleted'),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await verification.remove(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/documents',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: `Documents of one status (default pending: the review queue), oldest first, with who sent them. Total in ${TOTAL_HEADER}.`,
        querystring: documentQueueQuerySchema,
        response: { 200: z.array(reviewDocumentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { status, limit, offset } = request.query;
      const { items, total } = await verification.queue(status, { limit, offset });
      reply.header(TOTAL_HEADER, total);
      return items;
    },
  );

  app.post(
    '/admin/documents/:id/approve',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Approve a pending document whose file this admin has fetched; the transporter is told (409 once reviewed, or when not opened yet)',
        params: idParams,
        response: { 200: carrierDocumentSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => verification.review(callerOf(request), request.params.id, { approve: true }),
  );

  app.post(
    '/admin/documents/:id/reject',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending document with a reason the transporter sees (409 once reviewed)',
        params: idParams,
        body: rejectDocumentSchema,
        response: { 200: carrierDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      verification.review(callerOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
  );

  app.get(
    '/profiles/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['account'],
        summary:
          "Another user's profile, as its Profile Visibility allows: public to everyone; 'verified' to verified carriers; private to nobody else (the user, admins and the other side of a shipment with it always see it; anyone else 404)",
        params: z.object({ id: pathId('User') }),
        response: { 200: publicProfileSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => verification.profile(callerOf(request), request.params.id),
  );
};
