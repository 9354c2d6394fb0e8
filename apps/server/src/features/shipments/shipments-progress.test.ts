import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import {
  getAs,
  makeShipment,
  patchShipment,
  setShipment,
  shipmentActivities,
} from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let otherOwner: Actor;
let otherTransporter: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  [owner, transporter, otherOwner, otherTransporter] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
  ]);
  admin = await makeAdmin(t.app, t.db);
});
afterAll(async () => t?.close());

const fresh = (amount = 12_000) => makeShipment(t, { owner, transporter, amount });
const activitiesOf = (shipmentId: string) => shipmentActivities(t.db, shipmentId);

describe('PATCH /api/shipments/:id — who may update progress', () => {
  it('answers 401 without a token', async () => {
    const id = await fresh();
    const res = await patchShipment(t, null, id, { status: 'IN_TRANSIT' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('refuses the cargo owner of the shipment with 403 and the spec message', async () => {
    const id = await fresh();
    const res = await patchShipment(t, owner, id, { status: 'IN_TRANSIT' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Only transporters can update shipment progress',
    });
  });

  it('refuses an admin with the same 403', async () => {
    const id = await fresh();
    const res = await patchShipment(t, admin, id, { status: 'IN_TRANSIT' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only transporters can update shipment progress');
  });

  it('answers 404 to another transporter and another owner, revealing nothing', async () => {
    const id = await fresh();
    for (const stranger of [otherTransporter, otherOwner]) {
      const res = await patchShipment(t, stranger, id, { status: 'IN_TRANSIT' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Shipment not found' });
    }
    const after = await getAs(t, transporter, `/api/shipments/${id}`);
    expect(after.json()).toMatchObject({ status: 'PENDING_PICKUP', progress: 10 });
  });

  it('answers 404 JSON for a junk id and a missing one', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await patchShipment(t, transporter, id, { status: 'IN_TRANSIT' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Shipment not found');
    }
  });
});

describe('PATCH /api/shipments/:id — stages move forward only', () => {
  it('moves to the next stage with its fixed progress, trims location and notes, and appends history', async () => {
    const id = await fresh();
    const res = await patchShipment(t, transporter, id, {
      status: 'AWAITING_PICKUP',
      progress: 25,
      location: '  Kitwe depot ',
      notes: ' Loaded 28 t ',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      status: 'AWAITING_PICKUP',
      progress: 25,
      lastUpdate: 'Picked Up — Kitwe depot',
      completedAt: null,
    });
    expect(body.lastUpdateTime).toBe(body.progressHistory[1].timestamp);
    expect(body.progressHistory).toEqual([
      expect.objectContaining({ status: 'PENDING_PICKUP', progress: 10, updatedBy: 'System' }),
      {
        status: 'AWAITING_PICKUP',
        progress: 25,
        timestamp: expect.any(String),
        location: 'Kitwe depot',
        notes: 'Loaded 28 t',
        updatedBy: transporter.user.companyName,
      },
    ]);
  });

  it('keeps blank location and notes absent', async () => {
    const id = await fresh();
    const res = await patchShipment(t, transporter, id, { status: 'IN_TRANSIT', location: '  ', notes: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().lastUpdate).toBe('In Transit');
    expect(res.json().progressHistory[1]).toMatchObject({ location: null, notes: null, progress: 50 });
  });

  it('grows the history by one per update, oldest first, System first', async () => {
    const id = await fresh();
    const steps = [
      { status: 'AWAITING_PICKUP' },
      { status: 'IN_TRANSIT' },
      { status: 'IN_TRANSIT', progress: 80, location: 'Kabwe' },
      { status: 'DELIVERED' },
    ];
    for (const [i, step] of steps.entries()) {
      const res = await patchShipment(t, transporter, id, step);
      expect(res.statusCode).toBe(200);
      expect(res.json().progressHistory).toHaveLength(i + 2);
    }
    const body = (await getAs(t, owner, `/api/shipments/${id}`)).json();
    expect(body.progressHistory.map((e: { updatedBy: string }) => e.updatedBy)).toEqual([
      'System',
      ...steps.map(() => transporter.user.companyName),
    ]);
    expect(body.progressHistory.map((e: { progress: number }) => e.progress)).toEqual([10, 25, 50, 80, 100]);
    const times = body.progressHistory.map((e: { timestamp: string }) => Date.parse(e.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('accepts IN_TRANSIT_NEAR as Near Destination at 80', async () => {
    const id = await fresh();
    const res = await patchShipment(t, transporter, id, { status: 'IN_TRANSIT_NEAR', location: 'Kapiri' });
    expect(res.json()).toMatchObject({
      status: 'IN_TRANSIT',
      progress: 80,
      lastUpdate: 'Near Destination — Kapiri',
    });
  });

  it('allows a jump from Pending Pickup straight to Delivered, stamping completedAt and actualDeliveryDate', async () => {
    const id = await fresh();
    const before = Date.now();
    const res = await patchShipment(t, transporter, id, { status: 'DELIVERED', progress: 100 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'DELIVERED', progress: 100, lastUpdate: 'Delivered' });
    expect(body.completedAt).toBe(body.actualDeliveryDate);
    expect(Date.parse(body.completedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['back to an earlier stage', 'IN_TRANSIT', { status: 'AWAITING_PICKUP' }],
    ['to the same stage', 'IN_TRANSIT', { status: 'IN_TRANSIT' }],
    ['back to Pending Pickup', 'AWAITING_PICKUP', { status: 'PENDING_PICKUP' }],
  ])('refuses a move %s with 400 and the domain message', async (_case, start, body) => {
    const id = await fresh();
    expect((await patchShipment(t, transporter, id, { status: start })).statusCode).toBe(200);
    const res = await patchShipment(t, transporter, id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'A shipment can only move forward: choose a later stage',
    });
    const after = (await getAs(t, transporter, `/api/shipments/${id}`)).json();
    expect(after.status).toBe(start);
    expect(after.progressHistory).toHaveLength(2);
  });

  it('refuses a stage sent with a progress that is not its own', async () => {
    const id = await fresh();
    const res = await patchShipment(t, transporter, id, { status: 'AWAITING_PICKUP', progress: 60 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Progress for Picked Up is 25');
  });

  it('refuses a progress without a stage, an unknown stage and an empty update', async () => {
    const id = await fresh();
    const cases: [object, string][] = [
      [{ progress: 50, driverName: 'Joseph' }, 'Choose a stage to set the progress'],
      [{ status: 'LOST' }, 'Please choose a valid stage'],
      [{}, 'Choose a stage or enter driver details to update'],
      [{ location: 'Kabwe' }, 'Choose a stage or enter driver details to update'],
    ];
    for (const [body, message] of cases) {
      const res = await patchShipment(t, transporter, id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses any update once delivered, with 409', async () => {
    const id = await fresh();
    await patchShipment(t, transporter, id, { status: 'DELIVERED' });
    for (const body of [{ status: 'DELIVERED' }, { driverName: 'Late Entry' }]) {
      const res = await patchShipment(t, transporter, id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Shipment is already delivered');
    }
  });

  it('refuses any update of a cancelled shipment with 409', async () => {
    const id = await fresh();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/shipments/${id}`, headers: owner.auth });
    expect(del.statusCode).toBe(200);
    const res = await patchShipment(t, transporter, id, { status: 'AWAITING_PICKUP' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Shipment has been cancelled');
  });
});

describe('PATCH /api/shipments/:id — driver details and ETA', () => {
  it('sets driver, phone and truck without a stage, leaving stage and history alone', async () => {
    const id = await fresh();
    const res = await patchShipment(t, transporter, id, {
      driverName: ' Joseph Mulenga ',
      driverPhone: '+260 97 000 1111',
      truckNumber: 'ABX 4521',
      eta: '2030-01-15T10:00:00Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'PENDING_PICKUP',
      progress: 10,
      driverName: 'Joseph Mulenga',
      driverPhone: '+260 97 000 1111',
      truckNumber: 'ABX 4521',
      eta: '2030-01-15T10:00:00.000Z',
    });
    expect(res.json().progressHistory).toHaveLength(1);
  });

  it('sets driver details together with a stage', async () => {
    const id = await fresh();
    const res = await patchShipment(t, transporter, id, { status: 'AWAITING_PICKUP', truckNumber: 'BAD 1' });
    expect(res.json()).toMatchObject({ status: 'AWAITING_PICKUP', truckNumber: 'BAD 1' });
  });

  it('refuses a driver phone with letters', async () => {
    const id = await fresh();
    const res = await patchShipment(t, transporter, id, { driverPhone: 'call me' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid phone number');
  });

  it('files a note with no stage change under the current stage', async () => {
    const id = await fresh();
    await patchShipment(t, transporter, id, { status: 'IN_TRANSIT' });
    const res = await patchShipment(t, transporter, id, { driverName: 'Joseph', location: 'Kabwe' });
    expect(res.json().progressHistory.at(-1)).toMatchObject({
      status: 'IN_TRANSIT',
      progress: 50,
      location: 'Kabwe',
    });
    expect(res.json().lastUpdate).toBe('In Transit — Kabwe');
  });
});

describe('PATCH /api/shipments/:id — activity log', () => {
  it('writes SHIPMENT_UPDATED per stage and SHIPMENT_DELIVERED at 100, with the metadata', async () => {
    const id = await fresh(9_500.5);
    await patchShipment(t, transporter, id, { status: 'IN_TRANSIT' });
    await patchShipment(t, transporter, id, { driverName: 'Joseph' });
    await patchShipment(t, transporter, id, { status: 'DELIVERED' });
    const rows = await activitiesOf(id);
    expect(rows.map((r) => r.type)).toEqual(['SHIPMENT_UPDATED', 'SHIPMENT_UPDATED', 'SHIPMENT_DELIVERED']);
    expect(rows[0]?.metadata).toEqual({
      status: 'IN_TRANSIT',
      progress: 50,
      amount: 9_500.5,
      from: 'Kitwe',
      to: 'Lusaka',
    });
    expect(rows[2]?.metadata).toMatchObject({ status: 'DELIVERED', progress: 100 });
    expect(rows.every((r) => r.actorId === transporter.user.id)).toBe(true);
    expect(rows[2]?.description).toContain('delivered shipment #');
  });

  it('writes nothing when the update is refused', async () => {
    const id = await fresh();
    await patchShipment(t, owner, id, { status: 'IN_TRANSIT' });
    await patchShipment(t, transporter, id, { status: 'PENDING_PICKUP' });
    expect(await activitiesOf(id)).toEqual([]);
  });
});

describe('PATCH /api/shipments/:id — concurrent updates', () => {
  it('applies 8 parallel updates one at a time: the history only ever moves forward', async () => {
    const id = await fresh();
    const stages = [
      'DELIVERED',
      'AWAITING_PICKUP',
      'IN_TRANSIT',
      'IN_TRANSIT_NEAR',
      'AWAITING_PICKUP',
      'IN_TRANSIT',
      'IN_TRANSIT_NEAR',
      'DELIVERED',
    ];
    const results = await Promise.all(stages.map((status) => patchShipment(t, transporter, id, { status })));
    const ok = results.filter((r) => r.statusCode === 200);
    for (const r of results) expect([200, 400, 409]).toContain(r.statusCode);
    const body = (await getAs(t, transporter, `/api/shipments/${id}`)).json();
    const progresses = body.progressHistory.map((e: { progress: number }) => e.progress);
    expect(progresses[0]).toBe(10);
    for (let i = 1; i < progresses.length; i++) expect(progresses[i]).toBeGreaterThan(progresses[i - 1]);
    expect(body.progressHistory).toHaveLength(ok.length + 1);
    expect(body.progress).toBe(progresses.at(-1));
    // The log tells the same story in the same order (times are to the millisecond, so a tie may
    // happen; within one the progress decides).
    const logged = (await activitiesOf(id))
      .map((a) => ({ at: a.createdAt.getTime(), progress: Number(a.metadata.progress) }))
      .sort((a, b) => a.at - b.at || a.progress - b.progress)
      .map((a) => a.progress);
    expect(logged).toEqual(progresses.slice(1));
    // Whatever order they ran in, the two DELIVERED requests cannot both succeed.
    expect(ok.filter((r) => r.json().status === 'DELIVERED').length).toBeLessThanOrEqual(1);
  });

  it('serialises a stage change with a cancellation: exactly one wins', async () => {
    const id = await fresh();
    const [patch, del] = await Promise.all([
      patchShipment(t, transporter, id, { status: 'AWAITING_PICKUP' }),
      t.app.inject({ method: 'DELETE', url: `/api/shipments/${id}`, headers: owner.auth }),
    ]);
    expect([patch.statusCode, del.statusCode].sort()).toEqual([200, 409]);
    const body = (await getAs(t, owner, `/api/shipments/${id}`)).json();
    expect(body.progressHistory).toHaveLength(2);
    expect(await activitiesOf(id)).toHaveLength(1);
  });
});

describe('PATCH /api/shipments/:id — older records', () => {
  it('moves a PICKED_UP shipment (never written by the server) on to In Transit', async () => {
    const id = await fresh();
    await setShipment(t.db, id, { status: 'PICKED_UP', progress: 25 });
    const res = await patchShipment(t, transporter, id, { status: 'IN_TRANSIT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'IN_TRANSIT', progress: 50 });
  });
});
