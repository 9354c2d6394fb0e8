import {
  DELIVERY_CODE_NOT_TO_TRANSPORTER,
  DELIVERY_CODE_THROTTLED,
  DELIVERY_NEEDS_PROOF,
  DELIVERY_PHOTO_REFUSED,
  type Notification,
  PICTURE_TOO_LARGE,
  type ShipmentDelivery,
  type ShipmentPayment,
} from '@njira/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryCodeOf, photoJpeg, postDelivery } from '../../../test/delivery-factories.ts';
import { PDF_BYTES } from '../../../test/document-factories.ts';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { declaredPng } from '../../../test/picture-factories.ts';
import { getAs, makeShipment, setShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { deliveryProofs } from '../../db/schema/delivery-proofs.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { shipments } from '../../db/schema/shipments.ts';

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let rival: Actor;
let admin: Actor;

const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  [owner, transporter, rival] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter', { phoneNumber: '0977 111 222' }),
    signUp(t.app, 'transporter'),
  ]);
  admin = await makeAdmin(t.app, t.db);
});
afterAll(() => t.close());

/** A paid shipment on the road (In Transit), its pickup date passed: a delivery nothing is unusual about. */
async function onTheRoad(amount = 12_000): Promise<string> {
  const id = await makeShipment(t, { owner, transporter, amount });
  await setShipment(t.db, id, {
    status: 'IN_TRANSIT',
    progress: 50,
    pickupDate: new Date(Date.now() - 2 * 24 * HOUR),
  });
  return id;
}

async function deliveryOf(actor: Actor, id: string): Promise<ShipmentDelivery> {
  const res = await getAs(t, actor, `/api/shipments/${id}/delivery`);
  expect(res.statusCode).toBe(200);
  return res.json() as ShipmentDelivery;
}

async function paymentOf(actor: Actor, id: string): Promise<ShipmentPayment> {
  return (await getAs(t, actor, `/api/shipments/${id}/payment`)).json() as ShipmentPayment;
}

async function statusOf(id: string) {
  const [row] = await t.db.select().from(shipments).where(eq(shipments.id, id));
  return row?.status;
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('the delivery code', () => {
  it('is the owner’s to see once the payment is held, and never the transporter’s', async () => {
    const unpaid = await makeShipment(t, { owner, transporter, paid: false });
    expect(await deliveryOf(owner, unpaid)).toMatchObject({ code: null, proof: null });

    const id = await onTheRoad();
    const seen = await deliveryOf(owner, id);
    expect(seen.code).toMatch(/^\d{6}$/);
    // The same code each time it is read.
    expect((await deliveryOf(owner, id)).code).toBe(seen.code);
    expect(await deliveryOf(transporter, id)).toEqual({ code: null, receiver: null, proof: null });
    // Another transporter or owner: not theirs to see at all.
    expect((await getAs(t, rival, `/api/shipments/${id}/delivery`)).statusCode).toBe(404);
  });

  it('is absent from every answer, notification, outbox row and PDF the transporter can reach before delivery', async () => {
    const id = await onTheRoad();
    const { code } = await deliveryOf(owner, id);
    expect(code).toMatch(/^\d{6}$/);
    const sms = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/delivery-code/sms`,
      headers: owner.auth,
      payload: { receiverName: 'Mary Mwale', phoneNumber: '0966 123 456' },
    });
    expect(sms.statusCode).toBe(200);
    const reachable = [
      `/api/shipments/${id}`,
      '/api/shipments',
      '/api/shipments/active',
      `/api/shipments/${id}/payment`,
      `/api/shipments/${id}/delivery`,
      '/api/dashboard',
      '/api/dashboard/transporter',
      '/api/notifications',
      '/api/earnings',
      '/api/earnings/pending',
      '/api/conversations',
    ];
    for (const url of reachable) {
      const res = await getAs(t, transporter, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(code as string);
    }
    const receipt = await getAs(t, transporter, `/api/shipments/${id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    expect((await pdfText(receipt.rawPayload)).text).not.toContain(code as string);
    // The outbox: the one SMS to the receiver holds it; nothing to the transporter does.
    const rows = await t.db.select().from(outbox);
    const withCode = rows.filter((r) => r.body?.includes(code as string));
    expect(withCode).toEqual([expect.objectContaining({ channel: 'sms', toPhone: '260966123456' })]);
    // Nor any log entry.
    const logged = await t.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(JSON.stringify(logged)).not.toContain(code as string);
  });

  it('is sent by SMS to the receiver the owner names, not to the transporter, at most 3 an hour', async () => {
    const id = await onTheRoad();
    const send = (actor: Actor, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/shipments/${id}/delivery-code/sms`,
        headers: actor.auth,
        payload,
      });
    const toTransporter = await send(owner, { receiverName: 'Joseph', phoneNumber: '+260 977 111 222' });
    expect(toTransporter.statusCode).toBe(400);
    expect(toTransporter.json().message).toBe(DELIVERY_CODE_NOT_TO_TRANSPORTER);
    expect((await send(transporter, { receiverName: 'Me', phoneNumber: '0966 000 001' })).statusCode).toBe(
      403,
    );
    expect((await send(owner, { receiverName: 'Mary', phoneNumber: '12' })).statusCode).toBe(400);

    for (const n of [1, 2, 3]) {
      const res = await send(owner, { receiverName: 'Mary Mwale', phoneNumber: `+243 81 234 567${n}` });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as ShipmentDelivery).receiver).toMatchObject({
        name: 'Mary Mwale',
        phoneNumber: `24381234567${n}`,
      });
    }
    const fourth = await send(owner, { receiverName: 'Mary Mwale', phoneNumber: '+243 81 234 5674' });
    expect(fourth.statusCode).toBe(429);
    const texts = await t.db.select().from(outbox).where(sql`${outbox.toPhone} like '24381234567%'`);
    expect(texts).toHaveLength(3);
    expect(texts[0]?.body).toContain('Your delivery code is');
  });
});

describe('POST /api/shipments/:id/delivery', () => {
  it('refuses the old one-click Delivered: PATCH with DELIVERED says what the proof is, and changes nothing', async () => {
    const id = await onTheRoad();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/shipments/${id}`,
      headers: transporter.auth,
      payload: { status: 'DELIVERED' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DELIVERY_NEEDS_PROOF);
    expect(await statusOf(id)).toBe('IN_TRANSIT');
  });

  it('records a delivery proven by the right code, with the receiver, the place and a re-encoded photo', async () => {
    const id = await onTheRoad();
    const code = await deliveryCodeOf(t, id);
    // A large photo with orientation metadata, as a phone's camera takes it.
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#777' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await postDelivery(t, transporter, id, {
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
      receiverName: 'Mary Mwale',
      location: 'Kansanshi mine gate',
      photo: { content: big, filename: 'IMG_0001.JPG' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'DELIVERED', progress: 100 });

    const { proof } = await deliveryOf(owner, id);
    expect(proof).toMatchObject({
      receiverName: 'Mary Mwale',
      codeMatched: true,
      noCodeReason: null,
      location: 'Kansanshi mine gate',
      hasPhoto: true,
      unusual: [],
      confirmedAt: null,
    });
    expect(proof?.autoReleaseAt).not.toBeNull();

    const photo = await getAs(t, owner, `/api/shipments/${id}/delivery/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(photo.rawPayload).metadata();
    // Turned upright (6: rotated 90°) and at most 1600 px, its metadata left behind.
    expect([meta.width, meta.height]).toEqual([1067, 1600]);
    expect(meta.orientation).toBeUndefined();
    expect((await getAs(t, transporter, `/api/shipments/${id}/delivery/photo`)).statusCode).toBe(200);
    expect((await getAs(t, admin, `/api/shipments/${id}/delivery/photo`)).statusCode).toBe(200);
    expect((await getAs(t, rival, `/api/shipments/${id}/delivery/photo`)).statusCode).toBe(404);
  });

  it('refuses a wrong code with the tries left, then throttles: 20 wrong codes never get through', async () => {
    const id = await onTheRoad();
    const code = await deliveryCodeOf(t, id);
    const photo = { content: await photoJpeg() };
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await postDelivery(t, transporter, id, {
        code: wrongCodeFor(code),
        receiverName: 'Guess Work',
        photo,
      });
      answers.push(res.statusCode);
      if (i === 0) expect(res.json().message).toContain('4 tries left');
    }
    expect(answers.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(answers.slice(4).every((s) => s === 429)).toBe(true);
    // Even the right code waits out the window...
    const right = await postDelivery(t, transporter, id, { code, receiverName: 'Mary Mwale', photo });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(DELIVERY_CODE_THROTTLED);
    expect(await statusOf(id)).toBe('IN_TRANSIT');
    // ...and gets through once it has passed.
    await t.db.execute(
      sql`update delivery_codes set attempts_window_started_at = now() - interval '16 minutes' where shipment_id = ${id}`,
    );
    expect(
      (await postDelivery(t, transporter, id, { code, receiverName: 'Mary Mwale', photo })).statusCode,
    ).toBe(200);
  });

  it('refuses what is not a photo, a missing photo or name, and keeps nothing', async () => {
    const id = await onTheRoad();
    const code = await deliveryCodeOf(t, id);
    const pdf = await postDelivery(t, transporter, id, {
      code,
      receiverName: 'Mary Mwale',
      photo: { content: PDF_BYTES, filename: 'note.jpg', contentType: 'image/jpeg' },
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(DELIVERY_PHOTO_REFUSED);
    const noPhoto = await postDelivery(t, transporter, id, { code, receiverName: 'Mary Mwale' });
    expect(noPhoto.statusCode).toBe(400);
    const noName = await postDelivery(t, transporter, id, { code, photo: { content: await photoJpeg() } });
    expect(noName.statusCode).toBe(400);
    const neither = await postDelivery(t, transporter, id, {
      receiverName: 'Mary Mwale',
      photo: { content: await photoJpeg() },
    });
    expect(neither.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('IN_TRANSIT');
    expect(await t.db.select().from(deliveryProofs).where(eq(deliveryProofs.shipmentId, id))).toEqual([]);
  });

  it('refuses a pixel bomb (1 KB declaring 65,535 × 65,535) and a photo over 10,000 px a side', async () => {
    const id = await onTheRoad();
    const code = await deliveryCodeOf(t, id);
    const wide = await sharp({ create: { width: 10_001, height: 16, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    for (const content of [declaredPng(65_535, 65_535), wide]) {
      const res = await postDelivery(t, transporter, id, {
        code,
        receiverName: 'Mary Mwale',
        photo: { content, filename: 'note.png', contentType: 'image/png' },
      });
      expect([res.statusCode, res.json().message]).toEqual([400, PICTURE_TOO_LARGE]);
    }
    expect(await statusOf(id)).toBe('IN_TRANSIT');
  });

  it('is the assigned transporter’s only', async () => {
    const id = await onTheRoad();
    const code = await deliveryCodeOf(t, id);
    const parts = { code, receiverName: 'Mary Mwale', photo: { content: await photoJpeg() } };
    expect((await postDelivery(t, owner, id, parts)).statusCode).toBe(403);
    // Another transporter's shipment does not exist for it.
    expect((await postDelivery(t, rival, id, parts)).statusCode).toBe(404);
    expect((await postDelivery(t, null, id, parts)).statusCode).toBe(401);
    expect(await statusOf(id)).toBe('IN_TRANSIT');
  });

  it('asks the transporter to confirm a delivery before the pickup date or with no stage on the road', async () => {
    const early = await makeShipment(t, { owner, transporter });
    await setShipment(t.db, early, { pickupDate: new Date(Date.now() + 3 * 24 * HOUR) });
    const code = await deliveryCodeOf(t, early);
    const parts = { code, receiverName: 'Mary Mwale', photo: { content: await photoJpeg() } };
    const asked = await postDelivery(t, transporter, early, parts);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toMatch(
      /unusual: the planned pickup date is .*, and it was never In Transit/,
    );
    expect(await statusOf(early)).toBe('PENDING_PICKUP');
    const confirmed = await postDelivery(t, transporter, early, { ...parts, confirmUnusual: true });
    expect(confirmed.statusCode).toBe(200);
    expect((await deliveryOf(owner, early)).proof?.unusual).toEqual(['early', 'no_road_stages']);
  });
});

describe('release on proof', () => {
  it('72 hours after a delivery proven by the code, escrow is released; without the code it stays held', async () => {
    const withCode = await onTheRoad();
    expect(
      (
        await postDelivery(t, transporter, withCode, {
          code: await deliveryCodeOf(t, withCode),
          receiverName: 'Mary Mwale',
          photo: { content: await photoJpeg() },
        })
      ).statusCode,
    ).toBe(200);
    const withoutCode = await onTheRoad();
    const res = await postDelivery(t, transporter, withoutCode, {
      noCode: true,
      noCodeReason: 'The storekeeper lost the SMS',
      receiverName: 'Peter Banda',
      photo: { content: await photoJpeg() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await deliveryOf(owner, withoutCode)).proof).toMatchObject({
      codeMatched: false,
      noCodeReason: 'The storekeeper lost the SMS',
      autoReleaseAt: null,
    });

    // Both delivered 100 hours ago, by the clock of the sweep.
    await t.db.execute(
      sql`update shipments set completed_at = now() - interval '100 hours' where id in (${withCode}, ${withoutCode})`,
    );
    await t.app.escrow.releaseDue();
    expect(await paymentOf(owner, withCode)).toMatchObject({ status: 'released' });
    expect(await paymentOf(owner, withoutCode)).toMatchObject({ status: 'held' });

    // The owner confirms it: released, and the proof names who confirmed.
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${withoutCode}/payment/release`,
      headers: owner.auth,
    });
    expect(confirm.statusCode).toBe(200);
    expect(await paymentOf(owner, withoutCode)).toMatchObject({ status: 'released' });
    expect((await deliveryOf(transporter, withoutCode)).proof?.confirmedBy).toContain(owner.user.companyName);
  });

  it('an admin may release a delivery without the code for its owner; nobody else but the owner', async () => {
    const id = await onTheRoad();
    await postDelivery(t, transporter, id, {
      noCode: true,
      noCodeReason: 'Owner unreachable at the gate',
      receiverName: 'Peter Banda',
      photo: { content: await photoJpeg() },
    });
    const release = (actor: Actor) =>
      t.app.inject({ method: 'POST', url: `/api/admin/shipments/${id}/release`, headers: actor.auth });
    expect((await release(transporter)).statusCode).toBe(403);
    expect((await release(owner)).statusCode).toBe(403);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'held' });
    const res = await release(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'released' });
    expect((await release(admin)).statusCode).toBe(409);
    expect((await deliveryOf(owner, id)).proof?.confirmedBy).toBeTruthy();
  });

  it('reminds the owner of a delivery without the code at 24 and 72 hours, once each', async () => {
    const id = await onTheRoad();
    expect(
      (
        await postDelivery(t, transporter, id, {
          noCode: true,
          noCodeReason: 'Receiver never got an SMS',
          receiverName: 'Peter Banda',
          photo: { content: await photoJpeg() },
        })
      ).statusCode,
    ).toBe(200);
    const remindersFor = async () => {
      const page = (await getAs(t, owner, '/api/notifications?limit=100')).json() as {
        items: Notification[];
      };
      return page.items.filter((n) => n.kind === 'delivery_unconfirmed' && n.shipmentId === id);
    };
    const delivered = await t.db.select().from(deliveryProofs).where(eq(deliveryProofs.shipmentId, id));
    const at = delivered[0]?.deliveredAt.getTime() ?? Date.now();
    await t.app.delivery.remindUnconfirmed(new Date(at + 23 * HOUR));
    expect(await remindersFor()).toHaveLength(0);
    await t.app.delivery.remindUnconfirmed(new Date(at + 25 * HOUR));
    await t.app.delivery.remindUnconfirmed(new Date(at + 26 * HOUR));
    expect(await remindersFor()).toHaveLength(1);
    await t.app.delivery.remindUnconfirmed(new Date(at + 73 * HOUR));
    await t.app.delivery.remindUnconfirmed(new Date(at + 90 * HOUR));
    const reminders = await remindersFor();
    expect(reminders).toHaveLength(2);
    expect(reminders[0]?.message).toContain('72 hours ago without the receiver');
    // The delivery notification itself told the owner it waits for them.
    const page = (await getAs(t, owner, '/api/notifications?limit=100')).json() as { items: Notification[] };
    const delivery = page.items.find((n) => n.kind === 'shipment_delivered' && n.shipmentId === id);
    expect(delivery?.message).toContain('without the receiver');
  });
});

describe('GET /api/shipments/:id/pod.pdf', () => {
  it('names the receiver, shows the code as matched, has the photo’s page and the owner’s confirmation', async () => {
    const id = await onTheRoad();
    await postDelivery(t, transporter, id, {
      code: await deliveryCodeOf(t, id),
      receiverName: 'Mary Mwale',
      location: 'Solwezi depot',
      photo: { content: await photoJpeg('#884422', 400, 300) },
    });
    await t.app.inject({ method: 'POST', url: `/api/shipments/${id}/payment/release`, headers: owner.auth });
    const res = await getAs(t, owner, `/api/shipments/${id}/pod.pdf`);
    expect(res.statusCode).toBe(200);
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(2);
    expect(text).toContain('Received by Mary Mwale');
    expect(text).toContain("Matched: the receiver's delivery code was entered at delivery");
    expect(text).toContain('Where Solwezi depot');
    expect(text).toContain(`Confirmed by ${owner.user.companyName}`);
    expect(text).toContain('Photo taken at delivery');
    expect(text).not.toMatch(/Confirmed by [^.]*\(admin\)/);
  });

  it('says so when the delivery came without the code', async () => {
    const id = await onTheRoad();
    await postDelivery(t, transporter, id, {
      noCode: true,
      noCodeReason: 'Receiver had no phone',
      receiverName: 'Peter Banda',
      photo: { content: await photoJpeg() },
    });
    const { text } = await pdfText((await getAs(t, transporter, `/api/shipments/${id}/pod.pdf`)).rawPayload);
    expect(text).toContain('Not given: Receiver had no phone');
    expect(text).toContain('Not confirmed yet: waits for the cargo owner (or an admin) to confirm');
  });
});
