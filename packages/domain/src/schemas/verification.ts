import { z } from 'zod';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_EXPIRY_PAST,
  DOCUMENT_EXPIRY_REQUIRED,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPE_REQUIRED,
  DOCUMENT_TYPES,
  REJECT_REASON_REQUIRED,
} from '../verification.ts';
import { adminPageQuerySchema } from './admin.ts';
import { isoDate } from './common.ts';
import { textField } from './text.ts';

/**
 * The fields sent beside the file of POST /api/documents (multipart/form-data): the document's type
 * and its expiry day. `today` is Lusaka's day (the server's; the form passes the browser's).
 */
export const documentFieldsSchema = (today: string) =>
  z.object({
    type: z.enum(DOCUMENT_TYPES, { error: DOCUMENT_TYPE_REQUIRED }),
    expiresOn: isoDate(DOCUMENT_EXPIRY_REQUIRED)
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v), DOCUMENT_EXPIRY_REQUIRED)
      .refine((v) => v >= today, DOCUMENT_EXPIRY_PAST),
  });
export type DocumentFields = z.infer<ReturnType<typeof documentFieldsSchema>>;

/** POST /api/admin/documents/:id/reject: the reason the transporter is shown. */
export const rejectDocumentSchema = z.object({
  reason: textField('Reason', { max: 500, multiline: true, required: REJECT_REASON_REQUIRED }),
});
export type RejectDocumentInput = z.input<typeof rejectDocumentSchema>;

export const carrierDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  expiresOn: z.string().describe('The last day the document is valid, YYYY-MM-DD'),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  sizeBytes: z.number().int(),
  originalName: z
    .string()
    .describe('The uploaded file name, for display only (files are stored under generated names)'),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CarrierDocument = z.infer<typeof carrierDocumentSchema>;

/** GET /api/documents: the transporter's own documents, newest first, and whether it is verified. */
export const myDocumentsSchema = z.object({
  verified: z.boolean(),
  documents: z.array(carrierDocumentSchema),
});
export type MyDocuments = z.infer<typeof myDocumentsSchema>;

/** A document in the admins' review queue, with who sent it. */
export const reviewDocumentSchema = carrierDocumentSchema.extend({
  transporter: z.object({ id: z.string(), fullName: z.string(), companyName: z.string() }),
});
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

export const documentQueueQuerySchema = adminPageQuerySchema.extend({
  status: z
    .enum(DOCUMENT_STATUSES, { error: 'status must be pending, approved, rejected or expired' })
    .default('pending'),
});

/** GET /api/profiles/:id: another user's profile, as its profileVisibility allows. */
export const publicProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  companyName: z.string(),
  role: z.enum(['transporter', 'cargo-owner']),
  verified: z.boolean().describe('Transporters: every required document approved and current'),
  memberSince: z.string(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }).optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
