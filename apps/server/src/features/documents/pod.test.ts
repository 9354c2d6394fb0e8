import { EARLY_DELIVERY, formatDateTime } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { getAs, makeShipment, patchShipment, setShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let t: TestContext;
let owner: Actor;
let otherOwner: Actor;
let carrier: Actor;
let rival: Actor;
let admin: Actor;
let delivered: string;
let inTransit: string;
let pendingPickup: string;
let deliveredAt: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, carrier, rival] = await Promise.all([
    signUp(t.app, 'cargo-owner', { companyName: 'Kafue Copper Ltd' }),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter', { companyName: 'Mwale Haulage', fullName: 'Chanda Mwale' }),
    signUp(t.app, 'transporter'),
  ]);
  admin = await makeAdmin(t.app, t.db);
  [delivered, inTransit, pendingPickup] = await Promise.all([
    makeShipment(t, { owner, transporter: carrier }),
    makeShipment(t, { owner, transporter: carrier }),
    makeShipment(t, { owner, transporter: carrier }),
  ]);
  await patchShipment(t, carrier, delivered, { driverName: 'Joseph Phiri', truckNumber: 'ABZ 1234' });
  for (const [status, location, notes] of [
    ['AWAITING_PICKUP', 'Nkana East depot', 'Loaded 28 t with seals on'],
    ['IN_TRANSIT', 'Kapiri Mposhi weighbridge', 'Weighbridge passed'],
    ['DELIVERED', 'Lusaka South MFEZ, Gate 3', 'Signed for by the store keeper'],
  ] as const) {
    const res = await patchShipment(t, carrier, delivered, { status, location, notes });
    if (res.statusCode !== 200) throw new Error(res.body);
    if (status === 'DELIVERED') deliveredAt = res.json().completedAt;
  }
  await patchShipment(t, carrier, inTransit, { status: 'IN_TRANSIT' });
}, 120_000);

afterAll(async () => t?.close());

const podUrl = (id: string) => `/api/shipments/${id}/pod.pdf`;

describe('GET /api/shipments/:id/pod.pdf', () => {
  it('gives the owner a text PDF with route, cargo, dates, the whole history, who delivered and who received', async () => {
    const res = await getAs(t, owner, podUrl(delivered));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const short = delivered.slice(-8).toUpperCase();
    expect(res.headers['content-disposition']).toBe(`attachment; filename="njira-pod-${short}.pdf"`);
    const { text } = await pdfText(res.rawPayload);
    for (const part of [
      'Proof of Delivery',
      `NJR-POD-${short}`,
      delivered,
      'Mining - Copper cathodes on pallets',
      '28.0 tons',
      'Kitwe, Plot 12, Nkana East',
      'Lusaka',
      // Every stage with its place and notes, the first one by the system.
      'Pending Pickup (10%)',
      'System',
      'Picked Up (25%)',
      'Nkana East depot',
      'Loaded 28 t with seals on',
      'In Transit (50%)',
      'Kapiri Mposhi weighbridge',
      'Weighbridge passed',
      'Delivered (100%)',
      'Signed for by the store keeper',
      // Who delivered, who received (issue 39: the transporter no longer confirms its own delivery), when.
      'Delivered by Mwale Haulage (Chanda Mwale)',
      'Received by Mary Mwale',
      'Not confirmed yet',
      formatDateTime(deliveredAt),
      'Kafue Copper Ltd',
      'Joseph Phiri',
      'ABZ 1234',
    ]) {
      expect(text, part).toContain(part);
    }
  });

  it('prints a delivery before the planned pickup date as early, and one after it plainly', async () => {
    // Loads are posted for a later pickup, so this one was delivered before its pickup date.
    const early = (await pdfText((await getAs(t, owner, podUrl(delivered))).rawPayload)).text;
    expect(early).toContain(`${formatDateTime(deliveredAt)} (${EARLY_DELIVERY})`);

    await setShipment(t.db, delivered, { pickupDate: new Date(Date.parse(deliveredAt) - 2 * 86_400_000) });
    const onTime = (await pdfText((await getAs(t, owner, podUrl(delivered))).rawPayload)).text;
    expect(onTime).toContain(formatDateTime(deliveredAt));
    expect(onTime).not.toContain(`(${EARLY_DELIVERY})`);
  });

  it('gives the same document to the transporter and to an admin', async () => {
    for (const actor of [carrier, admin]) {
      const res = await getAs(t, actor, podUrl(delivered));
      expect(res.statusCode).toBe(200);
      expect((await pdfText(res.rawPayload)).text).toContain('Signed for by the store keeper');
    }
  });

  it('answers 409 before delivery', async () => {
    for (const id of [inTransit, pendingPickup]) {
      const res = await getAs(t, owner, podUrl(id));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'The proof of delivery is available once the shipment has been delivered',
      );
    }
  });

  it('answers 404 to another owner, another transporter, junk and unknown ids', async () => {
    for (const [actor, id] of [
      [otherOwner, delivered],
      [rival, delivered],
      [otherOwner, inTransit],
      [owner, 'not-a-shipment'],
      [owner, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await getAs(t, actor, podUrl(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Shipment not found' });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await getAs(t, null, podUrl(delivered))).statusCode).toBe(401);
  });
});
