import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { NOT_ON_THE_ROAD, POSITIONS_PER_MINUTE, SHARING_OFF, TAKEN_AT_FUTURE } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { fix, postPosition, putSharing, shipmentOnTheRoad } from '../../../test/position-factories.ts';
import { getAs, makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { dataOf, openStream } from '../../../test/sse-client.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { countPositions } from '../../db/queries/shipment-positions.ts';

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let otherOwner: Actor;
let otherTransporter: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp({}, { events: { heartbeatMs: 400, tickMs: 100 } });
  [owner, transporter, otherOwner, otherTransporter] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
  ]);
  admin = await makeAdmin(t.app, t.db);
}, 60_000);
afterAll(async () => t?.close());

const onTheRoad = (opts?: { share?: boolean; stage?: string }) =>
  shipmentOnTheRoad(t, owner, transporter, opts);
const positionsOf = (actor: Actor | null, id: string) => getAs(t, actor, `/api/shipments/${id}/positions`);

/** Every refusal is a 4xx with the one error shape, never a 5xx, and leaves no row behind. */
async function expectRefused(res: { statusCode: number; json: () => unknown }, status: number, id: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
  expect(await countPositions(t.db, id)).toBe(0);
}

describe('POST /api/shipments/:id/positions — who may report', () => {
  it('stores the assigned transporter’s fix (201) and gives it back', async () => {
    const id = await onTheRoad();
    const body = fix();
    const res = await postPosition(t, transporter, id, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: body.id,
      created: true,
      latitude: body.latitude,
      longitude: body.longitude,
      accuracy: 30,
      takenAt: new Date(body.takenAt).toISOString(),
    });
    expect(await countPositions(t.db, id)).toBe(1);
  });

  it('answers 401 without a token, 404 to another transporter and another owner, 403 to its owner and an admin', async () => {
    const id = await onTheRoad();
    await expectRefused(await postPosition(t, null, id, fix()), 401, id);
    for (const stranger of [otherTransporter, otherOwner]) {
      const res = await postPosition(t, stranger, id, fix());
      await expectRefused(res, 404, id);
      expect(res.json().message).toBe('Shipment not found');
    }
    for (const party of [owner, admin]) {
      const res = await postPosition(t, party, id, fix());
      await expectRefused(res, 403, id);
      expect(res.json().message).toMatch(/Only the assigned transporter/);
    }
  });

  it('answers 404 to a transporter of a shipment they were not assigned, and for junk and missing ids', async () => {
    const unassigned = await makeShipment(t, { owner, transporter: otherTransporter });
    await expectRefused(await postPosition(t, transporter, unassigned, fix()), 404, unassigned);
    for (const junk of ['not-a-uuid', randomUUID()]) {
      expect((await postPosition(t, transporter, junk, fix())).statusCode).toBe(404);
    }
  });
});

describe('POST /api/shipments/:id/positions — what is refused', () => {
  it('refuses a shipment not on the road: pending pickup, delivered (409)', async () => {
    const pending = await makeShipment(t, { owner, transporter });
    expect((await putSharing(t, transporter, pending, true)).statusCode).toBe(200);
    const res = await postPosition(t, transporter, pending, fix());
    await expectRefused(res, 409, pending);
    expect(res.json().message).toBe(NOT_ON_THE_ROAD);

    const delivered = await onTheRoad({ stage: 'IN_TRANSIT' });
    expect((await patchShipment(t, transporter, delivered, { status: 'DELIVERED' })).statusCode).toBe(200);
    await expectRefused(await postPosition(t, transporter, delivered, fix()), 409, delivered);
  });

  it('refuses while sharing is off (409), and stores once it is turned on', async () => {
    const id = await onTheRoad({ share: false });
    const res = await postPosition(t, transporter, id, fix());
    await expectRefused(res, 409, id);
    expect(res.json().message).toBe(SHARING_OFF);
    await putSharing(t, transporter, id, true);
    expect((await postPosition(t, transporter, id, fix())).statusCode).toBe(201);
    await putSharing(t, transporter, id, false);
    expect((await postPosition(t, transporter, id, fix())).statusCode).toBe(409);
    expect(await countPositions(t.db, id)).toBe(1);
  });

  it('refuses outside the region, junk accuracy, the future, too old and bad fields (400 naming the field)', async () => {
    const id = await onTheRoad();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ latitude: 51.5, longitude: -0.12 }, /^latitude is outside the region/],
      [{ longitude: 45.3 }, /^longitude is outside the region/],
      [{ accuracy: 0 }, /^accuracy/],
      [{ accuracy: -3 }, /^accuracy/],
      [{ accuracy: 9000 }, /^accuracy/],
      [{ takenAt: new Date(Date.now() + 10 * 60_000).toISOString() }, new RegExp(`^${TAKEN_AT_FUTURE}`)],
      [{ takenAt: new Date(Date.now() - 8 * 24 * 3600_000).toISOString() }, /^takenAt is more than 7 days/],
      [{ takenAt: 'soon' }, /^takenAt/],
      [{ id: 'phone-7' }, /^id must be a UUID/],
      [{ latitude: 'north' }, /^latitude/],
    ];
    for (const [over, message] of cases) {
      const res = await postPosition(t, transporter, id, fix(over));
      await expectRefused(res, 400, id);
      expect(res.json().message, JSON.stringify(over)).toMatch(message);
    }
    await expectRefused(await postPosition(t, transporter, id, { latitude: -13 }), 400, id);
  });

  it('accepts a fix the phone queued three days ago (out of signal)', async () => {
    const id = await onTheRoad();
    const takenAt = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();
    expect((await postPosition(t, transporter, id, fix({ takenAt }))).statusCode).toBe(201);
  });

  it(`throttles a burst: more than ${POSITIONS_PER_MINUTE} a minute on one shipment answer 429, not stored`, async () => {
    const id = await onTheRoad();
    const answers = [];
    for (let i = 0; i < POSITIONS_PER_MINUTE + 3; i++)
      answers.push((await postPosition(t, transporter, id, fix())).statusCode);
    expect(answers).toEqual([...Array(POSITIONS_PER_MINUTE).fill(201), 429, 429, 429]);
    expect(await countPositions(t.db, id)).toBe(POSITIONS_PER_MINUTE);
    // Another shipment of the same transporter has its own allowance.
    const other = await onTheRoad();
    expect((await postPosition(t, transporter, other, fix())).statusCode).toBe(201);
  });

  it('stores the same phone id once: the repeat answers 200, created false, with the first fix', async () => {
    const id = await onTheRoad();
    const body = fix();
    expect((await postPosition(t, transporter, id, body)).statusCode).toBe(201);
    const again = await postPosition(t, transporter, id, { ...body, latitude: -14.5 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: body.id, created: false, latitude: body.latitude });
    expect(await countPositions(t.db, id)).toBe(1);
  });
});

describe('PUT /api/shipments/:id/location-sharing', () => {
  it('lets the assigned transporter only: owner and admin 403, strangers 404, junk 400', async () => {
    const id = await makeShipment(t, { owner, transporter });
    for (const party of [owner, admin]) expect((await putSharing(t, party, id, true)).statusCode).toBe(403);
    for (const stranger of [otherOwner, otherTransporter]) {
      expect((await putSharing(t, stranger, id, true)).statusCode).toBe(404);
    }
    const junk = await putSharing(t, transporter, id, 'yes');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe('share must be true or false');
    expect((await positionsOf(owner, id)).json().sharing).toBe(false);
    expect((await putSharing(t, transporter, id, true)).json()).toEqual({ sharing: true });
    expect((await positionsOf(owner, id)).json().sharing).toBe(true);
  });
});

describe('GET /api/shipments/:id/positions', () => {
  it('gives the owner, the transporter and an admin the last fix and the trail, oldest first', async () => {
    const id = await onTheRoad();
    const older = fix({ takenAt: new Date(Date.now() - 60 * 60_000).toISOString(), latitude: -14.4469 });
    const newer = fix();
    await postPosition(t, transporter, id, newer);
    await postPosition(t, transporter, id, older);
    for (const party of [owner, transporter, admin]) {
      const body = (await positionsOf(party, id)).json();
      expect(body.sharing).toBe(true);
      expect(body.trail.map((p: { latitude: number }) => p.latitude)).toEqual([
        older.latitude,
        newer.latitude,
      ]);
      expect(body.last).toMatchObject({
        latitude: newer.latitude,
        accuracy: 30,
        receivedAt: expect.any(String),
      });
    }
  });

  it('answers 404 to another owner and another transporter, and an empty trail before any fix', async () => {
    const id = await onTheRoad();
    await postPosition(t, transporter, id, fix());
    for (const stranger of [otherOwner, otherTransporter]) {
      const res = await positionsOf(stranger, id);
      expect(res.statusCode).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain('latitude');
    }
    const fresh = await makeShipment(t, { owner, transporter });
    expect((await positionsOf(owner, fresh)).json()).toEqual({
      sharing: false,
      last: null,
      near: null,
      trail: [],
    });
  });

  it('thins a long trail to 300 points, keeping the first and the last', async () => {
    const id = await onTheRoad();
    const start = Date.now() - 2 * 24 * 3600_000;
    const values = Array.from({ length: 700 }, (_, i) => ({
      id: randomUUID(),
      shipmentId: id,
      transporterId: transporter.user.id,
      latitude: -15 + i / 1000,
      longitude: 28.3,
      accuracyM: 20,
      takenAt: new Date(start + i * 60_000),
    }));
    const { shipmentPositions } = await import('../../db/schema/shipment-positions.ts');
    await t.db.insert(shipmentPositions).values(values);
    const body = (await positionsOf(owner, id)).json();
    expect(body.trail).toHaveLength(300);
    expect(body.trail[0].latitude).toBeCloseTo(-15, 6);
    expect(body.last.latitude).toBeCloseTo(-15 + 699 / 1000, 6);
    const times = body.trail.map((p: { takenAt: string }) => Date.parse(p.takenAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('a new position is a live change for the owner', () => {
  it('sends the owner’s open stream a change naming the shipment, and none to a stranger', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const id = await onTheRoad();
    const mine = await openStream(`${base}/api/events`, { authorization: `Bearer ${owner.token}` });
    const theirs = await openStream(`${base}/api/events`, { authorization: `Bearer ${otherOwner.token}` });
    try {
      await mine.until((m) => m.comments.includes('connected'));
      await theirs.until((m) => m.comments.includes('connected'));
      const from = mine.messages.length;
      expect((await postPosition(t, transporter, id, fix())).statusCode).toBe(201);
      const change = await mine.until((m) => m.event === 'change' && dataOf(m).shipmentId === id, 5000, from);
      expect(dataOf(change)).toEqual({ quoteId: null, shipmentId: id });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(theirs.messages.some((m) => m.event === 'change' && m.data?.includes(id))).toBe(false);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});

describe('at the same moment', () => {
  it('ten switches at once all answer 200 (no deadlock), and ten fixes at once store six and refuse four with 429', async () => {
    const id = await onTheRoad();
    const switches = await Promise.all(
      Array.from({ length: 10 }, (_, i) => putSharing(t, transporter, id, i % 2 === 0)),
    );
    expect(switches.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    await putSharing(t, transporter, id, true);
    const fixes = await Promise.all(
      Array.from({ length: 10 }, () => postPosition(t, transporter, id, fix())),
    );
    const codes = fixes.map((r) => r.statusCode).sort();
    expect(codes).toEqual([
      ...Array(POSITIONS_PER_MINUTE).fill(201),
      ...Array(10 - POSITIONS_PER_MINUTE).fill(429),
    ]);
    expect(await countPositions(t.db, id)).toBe(POSITIONS_PER_MINUTE);
  });
});
