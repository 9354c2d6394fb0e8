import { randomBytes } from 'node:crypto';
import { type CarrierDocument, type DocumentType, REQUIRED_DOCUMENT_TYPES } from '@njira/domain';
import type { App } from '../src/app.ts';
import type { Actor } from './factories.ts';

/** A tiny but real PDF of one blank A4 page (the signature file-type reads, a body and a trailer). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows executable, as a renamed .exe would begin. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

/** A far expiry day (YYYY-MM-DD), a year from now. */
export const NEXT_YEAR = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

export interface UploadParts {
  type?: string;
  expiresOn?: string;
  file?: { filename: string; content: Buffer; contentType?: string };
}

/** A multipart/form-data body with the fields first, then the file, as the web's form sends it. */
export function multipart(parts: UploadParts): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----njira${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const field = (name: string, value: string) =>
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (parts.type !== undefined) field('type', parts.type);
  if (parts.expiresOn !== undefined) field('expiresOn', parts.expiresOn);
  if (parts.file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${parts.file.filename}"\r\nContent-Type: ${parts.file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      parts.file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/documents as this actor; the raw response. */
export function sendDocument(
  app: App,
  actor: Actor,
  parts: UploadParts,
  headers: Record<string, string> = {},
) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...actor.auth, ...body.headers, ...headers },
    payload: body.payload,
  });
}

/** Uploads a small PDF of this type that must be accepted; the stored document. */
export async function uploadDocument(
  app: App,
  actor: Actor,
  type: DocumentType,
  expiresOn = NEXT_YEAR,
): Promise<CarrierDocument> {
  const res = await sendDocument(app, actor, {
    type,
    expiresOn,
    file: { filename: `${type}.pdf`, content: PDF_BYTES },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json() as CarrierDocument;
}

/** GET /api/documents/:id/file as this actor (an admin's fetch is what an approval needs). */
export function fetchDocumentFile(app: App, actor: Actor, id: string) {
  return app.inject({ method: 'GET', url: `/api/documents/${id}/file`, headers: actor.auth });
}

/** The admin opens the document's file, then approves it. */
export async function approveDocument(app: App, admin: Actor, id: string): Promise<void> {
  const opened = await fetchDocumentFile(app, admin, id);
  if (opened.statusCode !== 200) throw new Error(`opening failed: ${opened.statusCode} ${opened.body}`);
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/documents/${id}/approve`,
    headers: admin.auth,
  });
  if (res.statusCode !== 200) throw new Error(`approval failed: ${res.statusCode} ${res.body}`);
}

/** Every required document uploaded and approved: the transporter is verified. */
export async function makeVerified(
  app: App,
  transporter: Actor,
  admin: Actor,
  expiresOn = NEXT_YEAR,
): Promise<CarrierDocument[]> {
  const docs: CarrierDocument[] = [];
  for (const type of REQUIRED_DOCUMENT_TYPES) {
    const doc = await uploadDocument(app, transporter, type, expiresOn);
    await approveDocument(app, admin, doc.id);
    docs.push(doc);
  }
  return docs;
}
