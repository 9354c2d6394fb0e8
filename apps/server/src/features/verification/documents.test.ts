import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type CarrierDocument,
  type DocumentStatus,
  type DocumentType,
  lusakaDay,
  type MyDocuments,
  type PublicProfile,
  type Quote,
  REQUIRED_DOCUMENT_TYPES,
  VERIFIED_ONLY_MESSAGE,
} from '@njira/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveDocument,
  EXE_BYTES,
  makeVerified,
  NEXT_YEAR,
  PDF_BYTES,
  PNG_BYTES,
  sendDocument,
  uploadDocument,
} from '../../../test/document-factories.ts';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { bid, postQuote } from '../../../test/quote-factories.ts';
import { makeShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { carrierDocuments } from '../../db/schema/carrier-documents.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { quotes } from '../../db/schema/quotes.ts';

let t: TestContext;
let dataDir: string;
let storeDir: string;
let admin: Actor;
let owner: Actor;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'njira-documents-'));
  storeDir = path.join(dataDir, 'documents');
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await makeAdmin(t.app, t.db);
  owner = await signUp(t.app, 'cargo-owner');
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const DAY_MS = 86_400_000;
const dayAfter = (days: number, from = new Date()) => lusakaDay(new Date(from.getTime() + days * DAY_MS));

/** The files in the store, every name (a temporary .part file would show too). */
const storedFiles = async () => (existsSync(storeDir) ? (await readdir(storeDir)).sort() : []);
const rowsOf = (userId: string) =>
  t.db.select().from(carrierDocuments).where(eq(carrierDocuments.transporterId, userId));
const myDocuments = async (actor: Actor) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/documents', headers: actor.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as MyDocuments;
};
const fileOf = (actor: Actor, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/documents/${id}/file`, headers: actor.auth });
const notificationsOf = (userId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`${notifications.kind} = ${kind}`));

describe('POST /api/documents', () => {
  it('stores a path-traversal name under a generated key inside the store, the name for display only', async () => {
    const me = await signUp(t.app, 'transporter');
    const before = await storedFiles();
    const res = await sendDocument(t.app, me, {
      type: 'insurance',
      expiresOn: NEXT_YEAR,
      file: { filename: '../../etc/passwd.pdf', content: PDF_BYTES },
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json() as CarrierDocument;
    expect(doc).toMatchObject({
      type: 'insurance',
      status: 'pending',
      expiresOn: NEXT_YEAR,
      contentType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
      originalName: 'passwd.pdf',
    });
    const [row] = await rowsOf(me.user.id);
    expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    const added = (await storedFiles()).filter((f) => !before.includes(f));
    expect(added).toEqual([row?.storageKey]);
    expect(existsSync(path.join(dataDir, 'etc'))).toBe(false);
    expect(existsSync(path.join(storeDir, '..', '..', 'etc', 'passwd.pdf'))).toBe(false);
  });

  it('takes a right-to-left override out of the name ("invoice\u202Efdp.exe" would read "invoiceexe.pdf")', async () => {
    const me = await signUp(t.app, 'transporter');
    const res = await sendDocument(t.app, me, {
      type: 'insurance',
      expiresOn: NEXT_YEAR,
      file: { filename: 'invoice\u202Efdp.exe', content: PDF_BYTES },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as CarrierDocument).originalName).toBe('invoicefdp.exe');
  });

  it('refuses a renamed executable with 400 and stores nothing: no file, no row', async () => {
    const me = await signUp(t.app, 'transporter');
    const before = await storedFiles();
    const res = await sendDocument(t.app, me, {
      type: 'drivers_licence',
      expiresOn: NEXT_YEAR,
      file: { filename: 'licence.pdf', content: EXE_BYTES, contentType: 'application/pdf' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Upload a PDF, JPEG or PNG file');
    expect(await storedFiles()).toEqual(before);
    expect(await rowsOf(me.user.id)).toEqual([]);
  });

  it('refuses text named .png: the type comes from the content, not the name', async () => {
    const me = await signUp(t.app, 'transporter');
    const res = await sendDocument(t.app, me, {
      type: 'drivers_licence',
      expiresOn: NEXT_YEAR,
      file: {
        filename: 'licence.png',
        content: Buffer.from('<html><script>alert(1)</script>'),
        contentType: 'image/png',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(await rowsOf(me.user.id)).toEqual([]);
  });

  it('refuses a file over 5 MB with 413 and stores nothing: no file, no row', async () => {
    const me = await signUp(t.app, 'transporter');
    const before = await storedFiles();
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await sendDocument(t.app, me, {
      type: 'insurance',
      expiresOn: NEXT_YEAR,
      file: { filename: 'big.pdf', content: big },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 5 MB');
    expect(await storedFiles()).toEqual(before);
    expect(await rowsOf(me.user.id)).toEqual([]);
  });

  it('takes a PNG as image/png whatever the browser declared', async () => {
    const me = await signUp(t.app, 'transporter');
    const res = await sendDocument(t.app, me, {
      type: 'vehicle_registration',
      expiresOn: NEXT_YEAR,
      file: { filename: 'reg.pdf', content: PNG_BYTES, contentType: 'application/pdf' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().contentType).toBe('image/png');
  });

  it('refuses a missing type, a past expiry day or no file with 400, storing nothing', async () => {
    const me = await signUp(t.app, 'transporter');
    const before = await storedFiles();
    const file = { filename: 'a.pdf', content: PDF_BYTES };
    const noType = await sendDocument(t.app, me, { expiresOn: NEXT_YEAR, file });
    expect(noType.json().message).toBe('Please choose the document type');
    const past = await sendDocument(t.app, me, { type: 'insurance', expiresOn: dayAfter(-1), file });
    expect(past.json().message).toBe('The expiry date must be today or later');
    const noFile = await sendDocument(t.app, me, { type: 'insurance', expiresOn: NEXT_YEAR });
    expect(noFile.json().message).toBe('Choose a file to upload');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: me.auth,
      payload: { type: 'insurance' },
    });
    for (const res of [noType, past, noFile, json]) expect(res.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
    expect(await rowsOf(me.user.id)).toEqual([]);
  });

  it('refuses a second document of a type while one waits for review (409), keeping no file of it', async () => {
    const me = await signUp(t.app, 'transporter');
    await uploadDocument(t.app, me, 'insurance');
    const before = await storedFiles();
    const res = await sendDocument(t.app, me, {
      type: 'insurance',
      expiresOn: NEXT_YEAR,
      file: { filename: 'again.pdf', content: PDF_BYTES },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Your Insurance certificate is waiting for review. Delete it first to upload another.',
    );
    expect(await storedFiles()).toEqual(before);
  });

  it('is for transporters only', async () => {
    const res = await sendDocument(t.app, owner, {
      type: 'insurance',
      expiresOn: NEXT_YEAR,
      file: { filename: 'a.pdf', content: PDF_BYTES },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/documents/:id/file', () => {
  it('serves the file to its transporter as a download, with its type and nosniff', async () => {
    const me = await signUp(t.app, 'transporter');
    const doc = await uploadDocument(t.app, me, 'insurance');
    const res = await fileOf(me, doc.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="insurance.pdf"; filename*=UTF-8''insurance.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers another transporter and a cargo owner 404, and an admin 200', async () => {
    const me = await signUp(t.app, 'transporter');
    const other = await signUp(t.app, 'transporter');
    const doc = await uploadDocument(t.app, me, 'drivers_licence');
    expect((await fileOf(other, doc.id)).statusCode).toBe(404);
    expect((await fileOf(owner, doc.id)).statusCode).toBe(404);
    expect((await fileOf(admin, doc.id)).statusCode).toBe(200);
    expect((await fileOf(me, 'not-an-id')).statusCode).toBe(404);
  });
});

describe('DELETE /api/documents/:id', () => {
  it('deletes its own pending document, row and file; not an approved one (409) nor another’s (404)', async () => {
    const me = await signUp(t.app, 'transporter');
    const other = await signUp(t.app, 'transporter');
    const pending = await uploadDocument(t.app, me, 'insurance');
    const approved = await uploadDocument(t.app, me, 'drivers_licence');
    await approveDocument(t.app, admin, approved.id);
    const [row] = await t.db.select().from(carrierDocuments).where(eq(carrierDocuments.id, pending.id));
    const del = (actor: Actor, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: actor.auth });
    expect((await del(other, pending.id)).statusCode).toBe(404);
    expect((await del(me, approved.id)).statusCode).toBe(409);
    expect((await del(me, pending.id)).statusCode).toBe(204);
    expect(await storedFiles()).not.toContain(row?.storageKey);
    expect((await rowsOf(me.user.id)).map((r) => r.id)).toEqual([approved.id]);
  });
});

describe('the admins’ review', () => {
  it('lists pending documents oldest first with the transporter’s company', async () => {
    const me = await signUp(t.app, 'transporter');
    const first = await uploadDocument(t.app, me, 'insurance');
    const second = await uploadDocument(t.app, me, 'drivers_licence');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/documents?limit=100',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const mine = (res.json() as { id: string; transporter: { companyName: string } }[]).filter((d) =>
      [first.id, second.id].includes(d.id),
    );
    expect(mine.map((d) => d.id)).toEqual([first.id, second.id]);
    expect(mine[0]?.transporter.companyName).toBe(me.user.companyName);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const asTransporter = await t.app.inject({
      method: 'GET',
      url: '/api/admin/documents',
      headers: me.auth,
    });
    expect(asTransporter.statusCode).toBe(403);
  });

  it('approving every required document makes the carrier verified, on its bid as the owner sees it', async () => {
    const me = await signUp(t.app, 'transporter');
    const quote = await postQuote(t.app, owner);
    expect((await bid(t.app, me, quote.id)).statusCode).toBe(201);
    const badge = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/quotes/${quote.id}`, headers: owner.auth });
      return (res.json() as Quote).bids.find((b) => b.transporter?.id === me.user.id)?.transporter?.verified;
    };
    expect(await badge()).toBe(false);
    const docs = await makeVerified(t.app, me, admin);
    expect(await badge()).toBe(true);
    expect((await myDocuments(me)).verified).toBe(true);
    expect(await notificationsOf(me.user.id, 'document_approved')).toHaveLength(docs.length);
  });

  it('a rejection needs a reason, which the transporter sees on its document and in a notification', async () => {
    const me = await signUp(t.app, 'transporter');
    const doc = await uploadDocument(t.app, me, 'company_registration');
    const reject = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/documents/${doc.id}/reject`,
        headers: admin.auth,
        payload,
      });
    const empty = await reject({ reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please say why the document is rejected');
    expect((await reject({ reason: 'The certificate is unreadable' })).statusCode).toBe(200);
    const [shown] = (await myDocuments(me)).documents;
    expect(shown).toMatchObject({ status: 'rejected', rejectionReason: 'The certificate is unreadable' });
    const [note] = await notificationsOf(me.user.id, 'document_rejected');
    expect(note?.params).toMatchObject({ reason: 'The certificate is unreadable' });
    expect((await reject({ reason: 'Again' })).statusCode).toBe(409);
  });
});

describe('loads for verified carriers only', () => {
  it('refuses an unverified carrier’s bid with 403 and the message, and takes a verified one’s', async () => {
    const quote = await postQuote(t.app, owner, { verifiedOnly: true });
    expect(quote.verifiedOnly).toBe(true);
    const unverified = await signUp(t.app, 'transporter');
    const refused = await bid(t.app, unverified, quote.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VERIFIED_ONLY_MESSAGE);
    const [load] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(load?.bidCount).toBe(0);

    const verified = await signUp(t.app, 'transporter');
    await makeVerified(t.app, verified, admin);
    expect((await bid(t.app, verified, quote.id)).statusCode).toBe(201);
  });

  it('refuses a carrier whose document has expired, even before the daily job marks it', async () => {
    const quote = await postQuote(t.app, owner, { verifiedOnly: true });
    const me = await signUp(t.app, 'transporter');
    const [first] = await makeVerified(t.app, me, admin);
    await t.db
      .update(carrierDocuments)
      .set({ expiresOn: dayAfter(-1) })
      .where(eq(carrierDocuments.id, first?.id ?? ''));
    const refused = await bid(t.app, me, quote.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VERIFIED_ONLY_MESSAGE);
  });

  it('an ordinary load takes anyone’s bid', async () => {
    const quote = await postQuote(t.app, owner);
    expect(quote.verifiedOnly).toBe(false);
    expect((await bid(t.app, await signUp(t.app, 'transporter'), quote.id)).statusCode).toBe(201);
  });
});

describe('the daily job', () => {
  it('marks a document past its day expired, which takes the badge away and tells the transporter', async () => {
    const me = await signUp(t.app, 'transporter');
    const shipmentId = await makeShipment(t, { owner, transporter: me });
    const docs = await makeVerified(t.app, me, admin, dayAfter(35));
    const badge = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/shipments/${shipmentId}`,
        headers: owner.auth,
      });
      return res.json().transporter.verified as boolean;
    };
    expect(await badge()).toBe(true);

    const result = await t.app.verification.runDaily(new Date(Date.now() + 36 * DAY_MS));
    expect(result.expired).toBeGreaterThanOrEqual(docs.length);
    expect(await badge()).toBe(false);
    expect((await myDocuments(me)).verified).toBe(false);
    expect((await rowsOf(me.user.id)).every((r) => r.status === 'expired')).toBe(true);
    expect(await notificationsOf(me.user.id, 'document_expired')).toHaveLength(docs.length);
    // Once: a second run finds nothing more to expire.
    await t.app.verification.runDaily(new Date(Date.now() + 37 * DAY_MS));
    expect(await notificationsOf(me.user.id, 'document_expired')).toHaveLength(docs.length);
  });

  it('warns 30 and 7 days before expiry, once each', async () => {
    const me = await signUp(t.app, 'transporter');
    const doc = await uploadDocument(t.app, me, 'insurance', dayAfter(40));
    await approveDocument(t.app, admin, doc.id);
    const warnings = async () =>
      (await notificationsOf(me.user.id, 'document_expiring')).map((n) => n.params.days).sort();
    const run = (days: number) => t.app.verification.runDaily(new Date(Date.now() + days * DAY_MS));

    await run(0);
    expect(await warnings()).toEqual([]);
    await run(10);
    await run(10);
    await run(11);
    expect(await warnings()).toEqual([30]);
    await run(33);
    await run(34);
    expect(await warnings()).toEqual([30, 7]);
    const [row] = await rowsOf(me.user.id);
    expect(row?.warned30At).not.toBeNull();
    expect(row?.warned7At).not.toBeNull();
  });
});

describe("profileVisibility 'verified'", () => {
  it('shows the profile to verified carriers, counterparts and admins only', async () => {
    const subject = await signUp(t.app, 'transporter');
    const setVisibility = (profileVisibility: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: subject.auth,
        payload: { profileVisibility },
      });
    expect((await setVisibility('verified')).statusCode).toBe(200);
    const profile = (viewer: Actor) =>
      t.app.inject({ method: 'GET', url: `/api/profiles/${subject.user.id}`, headers: viewer.auth });

    const unverified = await signUp(t.app, 'transporter');
    const verified = await signUp(t.app, 'transporter');
    await makeVerified(t.app, verified, admin);
    const stranger = await signUp(t.app, 'cargo-owner');
    const counterpart = await signUp(t.app, 'cargo-owner');
    await makeShipment(t, { owner: counterpart, transporter: subject });

    expect((await profile(unverified)).statusCode).toBe(404);
    expect((await profile(stranger)).statusCode).toBe(404);
    expect((await profile(verified)).statusCode).toBe(200);
    expect((await profile(counterpart)).statusCode).toBe(200);
    expect((await profile(admin)).statusCode).toBe(200);
    expect((await profile(subject)).json()).toMatchObject({ id: subject.user.id, verified: false });

    expect((await setVisibility('public')).statusCode).toBe(200);
    expect((await profile(unverified)).statusCode).toBe(200);
    expect((await setVisibility('private')).statusCode).toBe(200);
    expect((await profile(verified)).statusCode).toBe(404);
    expect((await profile(counterpart)).statusCode).toBe(200);
  });

  it('shows a verified carrier’s badge on its profile', async () => {
    const carrier = await signUp(t.app, 'transporter');
    await makeVerified(t.app, carrier, admin);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/${carrier.user.id}`,
      headers: owner.auth,
    });
    expect((res.json() as PublicProfile).verified).toBe(true);
  });
});

describe('who is verified (the one rule, in SQL: carrierVerified)', () => {
  type Doc = { type: DocumentType; status: DocumentStatus; expiresOn: string };
  const allApproved = (expiresOn = NEXT_YEAR): Doc[] =>
    REQUIRED_DOCUMENT_TYPES.map((type) => ({ type, status: 'approved', expiresOn }));
  /** A transporter holding exactly these documents, written as rows (the rule reads only rows). */
  const verifiedWith = async (docs: Doc[]) => {
    const me = await signUp(t.app, 'transporter');
    if (docs.length > 0) {
      await t.db.insert(carrierDocuments).values(
        docs.map((d, i) => ({
          ...d,
          transporterId: me.user.id,
          storageKey: `rule-${me.user.id}-${i}`,
          originalName: `${d.type}.pdf`,
          contentType: 'application/pdf' as const,
          sizeBytes: 1,
        })),
      );
    }
    return (await myDocuments(me)).verified;
  };

  it('is verified when every required document is approved and unexpired', async () => {
    expect(await verifiedWith(allApproved())).toBe(true);
  });

  it('is verified through the day a document expires in Lusaka, and not the day after', async () => {
    expect(await verifiedWith(allApproved(dayAfter(0)))).toBe(true);
    expect(await verifiedWith(allApproved(dayAfter(-1)))).toBe(false);
  });

  it('is not verified when one required type is missing, pending, rejected or expired', async () => {
    expect(await verifiedWith(allApproved().slice(1))).toBe(false);
    for (const status of ['pending', 'rejected', 'expired'] as const) {
      const docs = allApproved();
      docs[0] = { ...(docs[0] as Doc), status };
      expect(await verifiedWith(docs)).toBe(false);
    }
  });

  it('an older rejected document does not undo an approved one of the same type', async () => {
    const docs: Doc[] = [...allApproved(), { type: 'insurance', status: 'rejected', expiresOn: NEXT_YEAR }];
    expect(await verifiedWith(docs)).toBe(true);
  });
});
