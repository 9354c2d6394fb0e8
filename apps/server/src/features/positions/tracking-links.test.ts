import { TRACKING_NOT_FOUND, TRACKING_READS_PER_MINUTE } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { fix, postPosition, shipmentOnTheRoad } from '../../../test/position-factories.ts';
import { getAs, makeShipment, patchShipment, setShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let otherOwner: Actor;
let admin: Actor;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  [owner, transporter, otherOwner] = await Promise.all([
    signUp(t.app, 'cargo-owner', { phoneNumber: '+260 97 765 4321' }),
    signUp(t.app, 'transporter', { phoneNumber: '+260 96 111 2222' }),
    signUp(t.app, 'cargo-owner'),
  ]);
  admin = await makeAdmin(t.app, t.db);
}, 60_000);
afterAll(async () => t?.close());

const linkCall = (method: 'POST' | 'DELETE' | 'GET', actor: Actor | null, id: string) =>
  t.app.inject({ method, url: `/api/shipments/${id}/tracking-link`, headers: actor ? actor.auth : {} });

/** Opens a link signed out; each test from its own address, so one test's reads do not throttle another's. */
const open = (url: string, ip = `10.0.0.${++address}`) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, remoteAddress: ip });

async function makeLink(id: string): Promise<string> {
  const res = await linkCall('POST', owner, id);
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
}

describe('POST /api/shipments/:id/tracking-link', () => {
  it('gives the owner a /track/ path with a 43-character token, not stored in clear', async () => {
    const id = await makeShipment(t, { owner, transporter });
    const res = await linkCall('POST', owner, id);
    expect(res.statusCode).toBe(201);
    const { url, expiresAt } = res.json();
    expect(url).toMatch(/^\/track\/[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBeNull();
    const { rows } = await t.db.$client.query(
      'select token_hash from shipment_tracking_links where shipment_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(url.slice('/track/'.length));
    expect((await linkCall('GET', owner, id)).json()).toMatchObject({
      active: true,
      createdAt: expect.any(String),
    });
  });

  it('is the owner’s only: another owner 404, the transporter and an admin 403, anonymous 401', async () => {
    const id = await makeShipment(t, { owner, transporter });
    expect((await linkCall('POST', otherOwner, id)).statusCode).toBe(404);
    expect((await linkCall('DELETE', otherOwner, id)).statusCode).toBe(404);
    expect((await linkCall('POST', transporter, id)).statusCode).toBe(403);
    expect((await linkCall('POST', admin, id)).statusCode).toBe(403);
    expect((await linkCall('POST', null, id)).statusCode).toBe(401);
    const { rows } = await t.db.$client.query(
      'select 1 from shipment_tracking_links where shipment_id = $1',
      [id],
    );
    expect(rows).toHaveLength(0);
  });
});

describe('GET /api/track/:token — what the consignee sees', () => {
  it('shows the route, stage, expected delivery and positions, and no name, phone, amount, company or user id', async () => {
    const id = await shipmentOnTheRoad(t, owner, transporter, { stage: 'IN_TRANSIT' });
    await patchShipment(t, transporter, id, {
      driverName: 'Joseph Banda',
      driverPhone: '0977 123456',
      truckNumber: 'ABZ 1234',
    });
    await postPosition(t, transporter, id, fix());
    const url = await makeLink(id);
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ stage: 'IN_TRANSIT', stageLabel: 'In Transit', deliveredAt: null });
    expect(body.fromLocation).toBeTruthy();
    expect(body.last).toMatchObject({ latitude: -13.9714, longitude: 28.6692, accuracy: 30 });
    expect(body.trail).toHaveLength(1);
    // Where the fix is, in words (the catalogue's nearest place): the gate reads no coordinates.
    expect(body.near).toBe('near Kapiri Mposhi');
    expect(Object.keys(body).sort()).toEqual(
      [
        'deliveredAt',
        'expectedDelivery',
        'fromLocation',
        'last',
        'near',
        'stage',
        'stageLabel',
        'toLocation',
        'trail',
      ].sort(),
    );
    const text = res.body;
    const shipment = (await getAs(t, owner, `/api/shipments/${id}`)).json();
    for (const secret of [
      owner.user.fullName,
      owner.user.email,
      transporter.user.fullName,
      shipment.cargoOwner.companyName,
      shipment.transporter.companyName,
      '765 4321',
      '111 2222',
      'Joseph Banda',
      '0977 123456',
      'ABZ 1234',
      owner.user.id,
      transporter.user.id,
      id,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toMatch(/amount|fee|price|kwacha|phone|name|company|email/i);
    expect(text).not.toContain(String(shipment.amount));
  });

  it('answers 404 for a junk, an unknown and a stopped link, and for the old link once a new one replaces it', async () => {
    const id = await makeShipment(t, { owner, transporter });
    for (const bad of ['/track/nope', `/track/${'A'.repeat(43)}`]) {
      const res = await open(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: TRACKING_NOT_FOUND });
    }
    const first = await makeLink(id);
    const second = await makeLink(id);
    expect(second).not.toBe(first);
    expect((await open(first)).statusCode).toBe(404);
    expect((await open(second)).statusCode).toBe(200);
    const stopped = await linkCall('DELETE', owner, id);
    expect(stopped.statusCode).toBe(200);
    expect((await open(second)).statusCode).toBe(404);
    expect((await linkCall('GET', owner, id)).json()).toEqual({
      active: false,
      createdAt: null,
      expiresAt: null,
    });
  });

  it('works until a week after delivery, then answers 404; a cancelled shipment makes none', async () => {
    const id = await shipmentOnTheRoad(t, owner, transporter, { stage: 'IN_TRANSIT' });
    const url = await makeLink(id);
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 3600_000);
    await setShipment(t.db, id, { status: 'DELIVERED', progress: 100, completedAt: sixDaysAgo });
    const delivered = await open(url);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ stage: 'DELIVERED', deliveredAt: sixDaysAgo.toISOString() });
    await setShipment(t.db, id, { completedAt: new Date(Date.now() - 7 * 24 * 3600_000 - 60_000) });
    expect((await open(url)).statusCode).toBe(404);
    expect((await linkCall('POST', owner, id)).statusCode).toBe(409);

    const cancelled = await makeShipment(t, { owner, transporter });
    await setShipment(t.db, cancelled, { status: 'CANCELLED' });
    expect((await linkCall('POST', owner, cancelled)).statusCode).toBe(409);
  });

  it(`throttles one address past ${TRACKING_READS_PER_MINUTE} reads a minute (429), another address still reads`, async () => {
    const id = await makeShipment(t, { owner, transporter });
    const url = await makeLink(id);
    const codes: number[] = [];
    for (let i = 0; i <= TRACKING_READS_PER_MINUTE; i++) codes.push((await open(url, '10.9.9.9')).statusCode);
    expect(codes.slice(0, TRACKING_READS_PER_MINUTE).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await open(url, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('the token is never kept in clear', () => {
  it('is not stored as an Idempotency-Key answer: a retry with the key makes a new link, replacing the first', async () => {
    const id = await makeShipment(t, { owner, transporter });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/shipments/${id}/tracking-link`,
        headers: { ...owner.auth, 'idempotency-key': `link-${id}` },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    const token = first.json().url.slice('/track/'.length);
    const { rows } = await t.db.$client.query('select response_body from idempotency_keys');
    expect(rows.some((r) => String(r.response_body).includes(token))).toBe(false);
    expect((await open(first.json().url)).statusCode).toBe(404);
    expect((await open(again.json().url)).statusCode).toBe(200);
  });
});
