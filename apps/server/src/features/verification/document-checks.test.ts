import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type CarrierDocument,
  DOCUMENT_KIND_REFUSED,
  DOCUMENT_OPEN_FIRST,
  DOCUMENT_PDF_UNREADABLE,
  DOCUMENT_PICTURE_UNREADABLE,
  PICTURE_TOO_LARGE,
} from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchDocumentFile,
  NEXT_YEAR,
  sendDocument,
  uploadDocument,
} from '../../../test/document-factories.ts';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { declaredPng, ELF_BYTES, noisePicture, realPdf } from '../../../test/picture-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { carrierDocuments } from '../../db/schema/carrier-documents.ts';

let t: TestContext;
let dataDir: string;
let admin: Actor;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'njira-document-checks-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await makeAdmin(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const storeDir = () => path.join(dataDir, 'documents');
const storedFiles = async () => (existsSync(storeDir()) ? (await readdir(storeDir())).sort() : []);
const rowsOf = (userId: string) =>
  t.db.select().from(carrierDocuments).where(eq(carrierDocuments.transporterId, userId));

/** Uploads `content` as a licence; the answer's status and message, and whether anything was kept. */
async function upload(content: Buffer, filename = 'licence.pdf') {
  const me = await signUp(t.app, 'transporter');
  const before = await storedFiles();
  const res = await sendDocument(t.app, me, {
    type: 'drivers_licence',
    expiresOn: NEXT_YEAR,
    file: { filename, content },
  });
  const kept = (await storedFiles()).length > before.length || (await rowsOf(me.user.id)).length > 0;
  return { me, res, status: res.statusCode, message: res.json().message as string | undefined, kept };
}

describe('a document is what it claims (issue 40)', () => {
  it('refuses a PDF header followed by a page of HTML, or by a program, and keeps nothing', async () => {
    const html = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n');
    const elf = Buffer.concat([Buffer.from('%PDF-1.4\n'), ELF_BYTES]);
    for (const content of [html, elf]) {
      const { status, message, kept } = await upload(content);
      expect({ status, message, kept }).toEqual({
        status: 400,
        message: DOCUMENT_PDF_UNREADABLE,
        kept: false,
      });
    }
    const plainElf = await upload(ELF_BYTES, 'licence.png');
    expect([plainElf.status, plainElf.message, plainElf.kept]).toEqual([400, DOCUMENT_KIND_REFUSED, false]);
  });

  it('refuses a PDF cut short', async () => {
    const pdf = await realPdf();
    const { status, message } = await upload(pdf.subarray(0, Math.floor(pdf.length / 3)));
    expect([status, message]).toEqual([400, DOCUMENT_PDF_UNREADABLE]);
  });

  it('takes a real PDF (made as the receipts are, by PDFKit) and serves it as it came', async () => {
    const pdf = await realPdf();
    const { res, me } = await upload(pdf);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json() as CarrierDocument;
    expect(doc.contentType).toBe('application/pdf');
    const file = await fetchDocumentFile(t.app, me, doc.id);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('takes a real PNG and a real JPEG', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const { res } = await upload(await noisePicture(format), `registration.${format}`);
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as CarrierDocument).contentType).toBe(`image/${format}`);
    }
  });

  it('refuses a 1 KB PNG declaring 65,535 × 65,535 pixels, and one over 10,000 px on a side', async () => {
    const bomb = declaredPng(65_535, 65_535);
    expect(bomb.length).toBeLessThan(1100);
    for (const content of [bomb, declaredPng(10_001, 10)]) {
      const { status, message, kept } = await upload(content, 'licence.png');
      expect({ status, message, kept }).toEqual({ status: 400, message: PICTURE_TOO_LARGE, kept: false });
    }
  });

  it('refuses a PNG or a JPEG cut short, or with a page of HTML after its header', async () => {
    const png = await noisePicture('png');
    const jpeg = await noisePicture('jpeg');
    for (const content of [
      png.subarray(0, Math.floor(png.length / 2)),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      Buffer.concat([png.subarray(0, 33), Buffer.from('<html><script>alert(1)</script></html>')]),
    ]) {
      const { status, message, kept } = await upload(content, 'licence.png');
      expect({ status, message, kept }).toEqual({
        status: 400,
        message: DOCUMENT_PICTURE_UNREADABLE,
        kept: false,
      });
    }
  });
});

describe('an admin approves only a document it has opened (issue 40)', () => {
  const approve = (actor: Actor, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/documents/${id}/approve`, headers: actor.auth });

  it('answers 409 until this admin has fetched the file, then approves', async () => {
    const me = await signUp(t.app, 'transporter');
    const doc = await uploadDocument(t.app, me, 'insurance');
    const before = await approve(admin, doc.id);
    expect([before.statusCode, before.json().message]).toEqual([409, DOCUMENT_OPEN_FIRST]);
    // The transporter's own fetch, and another admin's, do not count for this admin.
    const other = await makeAdmin(t.app, t.db);
    expect((await fetchDocumentFile(t.app, me, doc.id)).statusCode).toBe(200);
    expect((await fetchDocumentFile(t.app, other, doc.id)).statusCode).toBe(200);
    expect((await approve(admin, doc.id)).statusCode).toBe(409);
    expect((await rowsOf(me.user.id))[0]?.status).toBe('pending');

    expect((await fetchDocumentFile(t.app, admin, doc.id)).statusCode).toBe(200);
    const after = await approve(admin, doc.id);
    expect(after.statusCode, after.body).toBe(200);
    expect((after.json() as CarrierDocument).status).toBe('approved');
    // Reviewed: the answer says so, whoever opened it.
    const again = await approve(other, doc.id);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This document has already been reviewed',
    ]);
  });

  it('a rejection needs no opening (it carries its reason)', async () => {
    const me = await signUp(t.app, 'transporter');
    const doc = await uploadDocument(t.app, me, 'company_registration');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${doc.id}/reject`,
      headers: admin.auth,
      payload: { reason: 'This is not a company registration' },
    });
    expect(res.statusCode).toBe(200);
  });
});
