import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type AdminDispute,
  DELIVERY_PHOTO_REFUSED,
  DELIVERY_PHOTO_TOO_LARGE,
  DISPUTE_ALREADY_ANSWERED,
  DISPUTE_NOT_OPEN,
  DISPUTE_TOO_MANY_PHOTOS,
  disputePhotosTooMany,
  type Notification,
  PICTURE_TOO_LARGE,
  type ShipmentDisputeView,
} from '@njira/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoJpeg } from '../../../test/delivery-factories.ts';
import { postDispute } from '../../../test/dispute-factories.ts';
import { PDF_BYTES } from '../../../test/document-factories.ts';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { declaredPng } from '../../../test/picture-factories.ts';
import { getAs, makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { disputePhotos } from '../../db/schema/dispute-photos.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { shipmentDisputes } from '../../db/schema/shipment-disputes.ts';

let t: TestContext;
let dataDir: string;
let owner: Actor;
let transporter: Actor;
let rival: Actor;
let stranger: Actor;
let admin: Actor;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'njira-disputes-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  [owner, transporter, rival, stranger] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'cargo-owner'),
  ]);
  admin = await makeAdmin(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const REASON = 'Two pallets arrived crushed and wet.';
const ANSWER = 'The pallets were dry and whole at loading: see the photos taken at the gate.';
const storeDir = () => path.join(dataDir, 'documents');
const storedFiles = async () => (existsSync(storeDir()) ? (await readdir(storeDir())).sort() : []);

/** A paid shipment the transporter has delivered. */
async function delivered(): Promise<string> {
  const id = await makeShipment(t, { owner, transporter, amount: 15_000 });
  expect((await patchShipment(t, transporter, id, { status: 'DELIVERED' })).statusCode).toBe(200);
  return id;
}

/** A delivered shipment its owner disputed, with these photos. */
async function disputed(photos: Buffer[] = []): Promise<string> {
  const id = await delivered();
  const res = await postDispute(
    t,
    owner,
    id,
    '',
    { reason: REASON },
    photos.map((content) => ({ content })),
  );
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

async function disputeOf(actor: Actor, id: string): Promise<ShipmentDisputeView['dispute']> {
  const res = await getAs(t, actor, `/api/shipments/${id}/dispute`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ShipmentDisputeView).dispute;
}

async function adminRow(shipmentId: string): Promise<AdminDispute> {
  const list = (await getAs(t, admin, '/api/admin/disputes?limit=100')).json() as AdminDispute[];
  const row = list.find((d) => d.shipmentId === shipmentId);
  if (!row) throw new Error('the dispute is not listed');
  return row;
}

async function resolve(shipmentId: string) {
  const { id } = await adminRow(shipmentId);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/disputes/${id}/resolve`,
    headers: admin.auth,
    payload: { outcome: 'release', reason: 'The photos show the load arrived whole.' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const photoUrl = (shipmentId: string, photoId: string) =>
  `/api/shipments/${shipmentId}/dispute/photos/${photoId}`;

async function photoRows(shipmentId: string) {
  return t.db
    .select({ side: disputePhotos.side, slot: disputePhotos.slot })
    .from(disputePhotos)
    .innerJoin(shipmentDisputes, eq(shipmentDisputes.id, disputePhotos.disputeId))
    .where(eq(shipmentDisputes.shipmentId, shipmentId));
}

describe('POST /api/shipments/:id/dispute with photos', () => {
  it('keeps the owner’s photos re-encoded, each with who added it, for the parties and admins only', async () => {
    // A large PNG, as a phone's screenshot would be: stored as a JPEG of at most 1600 px.
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#996633' } })
      .png()
      .toBuffer();
    const id = await disputed([big, await photoJpeg()]);

    const seen = await disputeOf(owner, id);
    expect(seen).toMatchObject({
      reason: REASON,
      openedBy: owner.user.companyName,
      answer: null,
      resolution: null,
      canAnswer: false,
      photosLeft: 1,
    });
    expect(seen?.photos.map((p) => [p.side, p.addedBy])).toEqual([
      ['owner', owner.user.companyName],
      ['owner', owner.user.companyName],
    ]);
    expect(await disputeOf(transporter, id)).toMatchObject({ canAnswer: true, photosLeft: 0 });
    expect(await disputeOf(admin, id)).toMatchObject({ canAnswer: false, photosLeft: 0 });

    const first = seen?.photos[0]?.id ?? '';
    for (const party of [owner, transporter, admin]) {
      const photo = await getAs(t, party, photoUrl(id, first));
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(photo.rawPayload).metadata();
      expect([meta.format, Math.max(meta.width ?? 0, meta.height ?? 0)]).toEqual(['jpeg', 1600]);
    }
    // Another transporter or owner: neither the dispute nor its photos exist for them.
    for (const other of [rival, stranger]) {
      expect((await getAs(t, other, `/api/shipments/${id}/dispute`)).statusCode).toBe(404);
      expect((await getAs(t, other, photoUrl(id, first))).statusCode).toBe(404);
    }
    expect((await getAs(t, null, photoUrl(id, first))).statusCode).toBe(401);
    // A photo id under another shipment of the same owner is not found either.
    const other = await disputed();
    expect((await getAs(t, owner, photoUrl(other, first))).statusCode).toBe(404);
    expect((await getAs(t, owner, photoUrl(id, 'not-a-uuid'))).statusCode).toBe(404);
    expect(await adminRow(id)).toMatchObject({ answer: null, photos: seen?.photos });
  });

  it('refuses a file that is not a picture, a fourth photo, one over 10 MB, and keeps nothing', async () => {
    const id = await delivered();
    const before = await storedFiles();
    const jpeg = { content: await photoJpeg() };
    const pdf = await postDispute(t, owner, id, '', { reason: REASON }, [
      jpeg,
      { content: PDF_BYTES, filename: 'damage.jpg', contentType: 'image/jpeg' },
    ]);
    expect([pdf.statusCode, pdf.json().message]).toEqual([400, DELIVERY_PHOTO_REFUSED]);
    const four = await postDispute(t, owner, id, '', { reason: REASON }, [jpeg, jpeg, jpeg, jpeg]);
    expect([four.statusCode, four.json().message]).toEqual([400, DISPUTE_TOO_MANY_PHOTOS]);
    const huge = Buffer.concat([await photoJpeg(), Buffer.alloc(10 * 1024 * 1024)]);
    const big = await postDispute(t, owner, id, '', { reason: REASON }, [{ content: huge }]);
    expect([big.statusCode, big.json().message]).toEqual([413, DELIVERY_PHOTO_TOO_LARGE]);
    const short = await postDispute(t, owner, id, '', { reason: 'Too short' }, [jpeg]);
    expect([short.statusCode, short.json().message]).toEqual([400, 'Please give at least 10 characters']);

    expect(await storedFiles()).toEqual(before);
    expect(await disputeOf(owner, id)).toBeNull();
    expect(await t.db.select().from(shipmentDisputes).where(eq(shipmentDisputes.shipmentId, id))).toEqual([]);
  });
  it('refuses a pixel bomb (1 KB declaring 65,535 × 65,535) and a photo over 10,000 px a side', async () => {
    const id = await delivered();
    const before = await storedFiles();
    const wide = await sharp({ create: { width: 16, height: 10_001, channels: 3, background: '#996633' } })
      .png()
      .toBuffer();
    for (const content of [declaredPng(65_535, 65_535), wide]) {
      const res = await postDispute(t, owner, id, '', { reason: REASON }, [
        { content, filename: 'damage.png', contentType: 'image/png' },
      ]);
      expect([res.statusCode, res.json().message]).toEqual([400, PICTURE_TOO_LARGE]);
    }
    expect(await storedFiles()).toEqual(before);
    expect(await disputeOf(owner, id)).toBeNull();
  });
});

describe('POST /api/shipments/:id/dispute/photos', () => {
  it('adds the owner’s photos while the dispute is open, 3 in all, none once it is resolved', async () => {
    const id = await disputed([await photoJpeg()]);
    const jpeg = { content: await photoJpeg('#335577') };
    const added = await postDispute(t, owner, id, '/photos', {}, [jpeg, jpeg]);
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as ShipmentDisputeView).dispute).toMatchObject({ photosLeft: 0 });
    expect((await photoRows(id)).map((r) => r.slot).sort()).toEqual([1, 2, 3]);

    const before = await storedFiles();
    const fourth = await postDispute(t, owner, id, '/photos', {}, [jpeg]);
    expect([fourth.statusCode, fourth.json().message]).toEqual([409, disputePhotosTooMany(0)]);
    expect((await postDispute(t, owner, id, '/photos', {}, [])).statusCode).toBe(400);
    // Only the owner, only its own shipment.
    expect((await postDispute(t, transporter, id, '/photos', {}, [jpeg])).statusCode).toBe(403);
    expect((await postDispute(t, stranger, id, '/photos', {}, [jpeg])).statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);

    const logged = await t.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.find((a) => a.type === 'DISPUTE_PHOTOS_ADDED')?.metadata).toMatchObject({ photos: 2 });

    const other = await disputed();
    await resolve(other);
    const late = await postDispute(t, owner, other, '/photos', {}, [jpeg]);
    expect([late.statusCode, late.json().message]).toEqual([409, DISPUTE_NOT_OPEN]);
  });
});

describe('POST /api/shipments/:id/dispute/answer', () => {
  it('the transporter answers once with photos; the owner is told by the bell and e-mail, the admin sees it', async () => {
    const id = await disputed([await photoJpeg()]);
    const res = await postDispute(t, transporter, id, '/answer', { answer: ANSWER }, [
      { content: await photoJpeg('#224466') },
      { content: await photoJpeg('#446622') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const answered = (res.json() as ShipmentDisputeView).dispute;
    expect(answered).toMatchObject({
      answer: { text: ANSWER, answeredBy: transporter.user.companyName },
      canAnswer: false,
      photosLeft: 0,
    });
    expect(answered?.photos.map((p) => [p.side, p.addedBy])).toEqual([
      ['owner', owner.user.companyName],
      ['transporter', transporter.user.companyName],
      ['transporter', transporter.user.companyName],
    ]);
    // The owner sees the answer and may still add its own photos; the transporter's photos are served to it.
    const ownerView = await disputeOf(owner, id);
    expect(ownerView).toMatchObject({ answer: { text: ANSWER }, photosLeft: 2 });
    const theirs = answered?.photos.find((p) => p.side === 'transporter')?.id ?? '';
    expect((await getAs(t, owner, photoUrl(id, theirs))).statusCode).toBe(200);
    expect((await getAs(t, admin, photoUrl(id, theirs))).statusCode).toBe(200);
    expect((await getAs(t, rival, photoUrl(id, theirs))).statusCode).toBe(404);

    const bell = (await getAs(t, owner, '/api/notifications')).json() as { items: Notification[] };
    const told = bell.items.find((n) => n.shipmentId === id && n.kind === 'dispute_answered');
    expect(told?.message).toMatch(
      new RegExp(
        `^${transporter.user.companyName} answered the dispute on shipment #\\w+ \\(.+\\): an admin decides next$`,
      ),
    );
    const [notification] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.shipmentId, id), eq(notifications.kind, 'dispute_answered')));
    const mail = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.notificationId, notification?.id ?? -1));
    expect(mail.map((m) => [m.channel, m.toEmail])).toContainEqual(['email', owner.user.email]);
    const logged = await t.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.find((a) => a.type === 'DISPUTE_ANSWERED')).toMatchObject({
      actorId: transporter.user.id,
      metadata: { photos: 2 },
    });
    expect(await adminRow(id)).toMatchObject({
      answer: { text: ANSWER, answeredBy: transporter.user.companyName },
      photos: answered?.photos,
    });

    // Once, final.
    const again = await postDispute(t, transporter, id, '/answer', { answer: `${ANSWER} Again.` });
    expect([again.statusCode, again.json().message]).toEqual([409, DISPUTE_ALREADY_ANSWERED]);
    expect((await disputeOf(owner, id))?.answer?.text).toBe(ANSWER);
  });

  it('is the shipment’s transporter’s only, while a dispute is open', async () => {
    const id = await disputed();
    const answer = { answer: ANSWER };
    expect((await postDispute(t, owner, id, '/answer', answer)).statusCode).toBe(403);
    expect((await postDispute(t, admin, id, '/answer', answer)).statusCode).toBe(403);
    expect((await postDispute(t, rival, id, '/answer', answer)).statusCode).toBe(404);
    // Another's shipment is 404 before its photos are even decoded.
    const pdf = { content: PDF_BYTES, filename: 'gate.jpg' };
    expect((await postDispute(t, rival, id, '/answer', answer, [pdf])).statusCode).toBe(404);
    expect((await postDispute(t, stranger, id, '/photos', {}, [pdf])).statusCode).toBe(404);
    expect((await postDispute(t, stranger, id, '', { reason: REASON }, [pdf])).statusCode).toBe(404);
    expect((await postDispute(t, null, id, '/answer', answer)).statusCode).toBe(401);
    expect((await postDispute(t, transporter, 'not-a-uuid', '/answer', answer)).statusCode).toBe(404);

    const undisputed = await delivered();
    const none = await postDispute(t, transporter, undisputed, '/answer', answer);
    expect([none.statusCode, none.json().message]).toEqual([409, DISPUTE_NOT_OPEN]);

    const closed = await disputed();
    await resolve(closed);
    const late = await postDispute(t, transporter, closed, '/answer', answer);
    expect([late.statusCode, late.json().message]).toEqual([409, DISPUTE_NOT_OPEN]);
    expect(await disputeOf(transporter, closed)).toMatchObject({
      answer: null,
      canAnswer: false,
      resolution: { outcome: 'release', refunded: 0 },
    });
    // The parties never read the admin's reason or name.
    expect(JSON.stringify(await disputeOf(owner, closed))).not.toContain('arrived whole');

    // As JSON, with no photo.
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/dispute/answer`,
      headers: transporter.auth,
      payload: answer,
    });
    expect(json.statusCode, json.body).toBe(200);
    expect((json.json() as ShipmentDisputeView).dispute?.photos).toEqual([]);
  });

  it('refuses a bad answer and keeps nothing of it: too short, not a picture, a fourth photo', async () => {
    const id = await disputed();
    const before = await storedFiles();
    const jpeg = { content: await photoJpeg() };
    const short = await postDispute(t, transporter, id, '/answer', { answer: 'Not me' }, [jpeg]);
    expect([short.statusCode, short.json().message]).toEqual([400, 'Please give at least 10 characters']);
    const missing = await postDispute(t, transporter, id, '/answer', {}, [jpeg]);
    expect(missing.statusCode).toBe(400);
    const pdf = await postDispute(t, transporter, id, '/answer', { answer: ANSWER }, [
      jpeg,
      { content: PDF_BYTES, filename: 'gate.png', contentType: 'image/png' },
    ]);
    expect([pdf.statusCode, pdf.json().message]).toEqual([400, DELIVERY_PHOTO_REFUSED]);
    const four = await postDispute(t, transporter, id, '/answer', { answer: ANSWER }, [
      jpeg,
      jpeg,
      jpeg,
      jpeg,
    ]);
    expect([four.statusCode, four.json().message]).toEqual([400, DISPUTE_TOO_MANY_PHOTOS]);

    expect(await storedFiles()).toEqual(before);
    expect(await photoRows(id)).toEqual([]);
    expect(await disputeOf(transporter, id)).toMatchObject({ answer: null, canAnswer: true });
  });
});
