import { shortId } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let t: TestContext;
let ownerA: Actor;
let ownerB: Actor;
let carrierX: Actor;
let carrierY: Actor;
let admin: Actor;
/** s1..s5 in the order they were made (so newest first is s5..s1). */
const s: Record<'s1' | 's2' | 's3' | 's4' | 's5', string> = { s1: '', s2: '', s3: '', s4: '', s5: '' };

beforeAll(async () => {
  t = await createTestApp();
  [ownerA, ownerB, carrierX, carrierY] = await Promise.all([
    signUp(t.app, 'cargo-owner', { phoneNumber: '+260 96 111 1111' }),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter', { phoneNumber: '+260 97 222 2222' }),
    signUp(t.app, 'transporter'),
  ]);
  admin = await makeAdmin(t.app, t.db);
  const budget = { maxBudget: 25_000 };
  // A known data set: two owners, two transporters, every kind of status.
  s.s1 = await makeShipment(t, {
    owner: ownerA,
    transporter: carrierX,
    amount: 10_000,
    load: { ...budget, cargoDescription: 'Copper cathodes', fromLocation: 'Kitwe', toLocation: 'Lusaka' },
  });
  s.s2 = await makeShipment(t, {
    owner: ownerA,
    transporter: carrierY,
    amount: 20_000,
    load: { ...budget, cargoType: 'agricultural', cargoDescription: 'Maize', toLocation: 'Livingstone' },
  });
  s.s3 = await makeShipment(t, {
    owner: ownerA,
    transporter: carrierX,
    amount: 5_000.5,
    load: { ...budget, cargoType: 'food', cargoDescription: 'Cooking oil', fromLocation: 'Chipata' },
  });
  s.s4 = await makeShipment(t, {
    owner: ownerB,
    transporter: carrierX,
    amount: 8_000,
    load: {
      ...budget,
      cargoType: 'construction',
      cargoDescription: 'Cement 50%_grade',
      fromLocation: 'Lusaka',
      toLocation: 'Harare Zimbabwe',
    },
  });
  s.s5 = await makeShipment(t, {
    owner: ownerB,
    transporter: carrierY,
    amount: 7_000,
    load: { ...budget, cargoDescription: 'Cobalt', fromLocation: 'Livingstone', toLocation: 'Kitwe' },
  });
  const ok = async (p: Promise<{ statusCode: number; body: string }>) => {
    const res = await p;
    if (res.statusCode !== 200) throw new Error(res.body);
  };
  await ok(patchShipment(t, carrierY, s.s2, { status: 'IN_TRANSIT' }));
  await ok(patchShipment(t, carrierX, s.s3, { status: 'DELIVERED' }));
  await ok(t.app.inject({ method: 'DELETE', url: `/api/shipments/${s.s4}`, headers: ownerB.auth }));
  await ok(patchShipment(t, carrierY, s.s5, { status: 'AWAITING_PICKUP' }));
});
afterAll(async () => t?.close());

const ids = (res: { json: () => unknown }) => (res.json() as { id: string }[]).map((x) => x.id);
const total = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-total-count']);

describe('GET /api/shipments', () => {
  it('answers 401 without a token', async () => {
    const res = await getAs(t, null, '/api/shipments');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to continue');
  });

  it.each([
    ['owner A', () => ownerA, ['s3', 's2', 's1']],
    ['owner B', () => ownerB, ['s5', 's4']],
    ['transporter X', () => carrierX, ['s4', 's3', 's1']],
    ['transporter Y', () => carrierY, ['s5', 's2']],
    ['the admin', () => admin, ['s5', 's4', 's3', 's2', 's1']],
  ] as const)('shows %s only theirs, newest first, with X-Total-Count', async (_who, actor, expected) => {
    const res = await getAs(t, actor(), '/api/shipments');
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(expected.map((k) => s[k]));
    expect(total(res)).toBe(expected.length);
  });

  it('pages with limit and offset, the total still counting every match', async () => {
    const res = await getAs(t, admin, '/api/shipments?limit=2&offset=1');
    expect(ids(res)).toEqual([s.s4, s.s3]);
    expect(total(res)).toBe(5);
    expect(ids(await getAs(t, admin, '/api/shipments?offset=10'))).toEqual([]);
  });

  it('searches case-insensitively over cargo, from, to and id', async () => {
    expect(ids(await getAs(t, ownerA, '/api/shipments?search=COPPER'))).toEqual([s.s1]);
    expect(ids(await getAs(t, ownerA, '/api/shipments?search=chipata'))).toEqual([s.s3]);
    expect(ids(await getAs(t, admin, '/api/shipments?search=harare'))).toEqual([s.s4]);
    expect(ids(await getAs(t, admin, `/api/shipments?search=${shortId(s.s2)}`))).toEqual([s.s2]);
    const livingstone = await getAs(t, admin, '/api/shipments?search=Livingstone');
    expect(ids(livingstone)).toEqual([s.s5, s.s2]);
    expect(total(livingstone)).toBe(2);
  });

  it('never widens the scope by searching: owner B cannot find owner A’s copper', async () => {
    const res = await getAs(t, ownerB, '/api/shipments?search=copper');
    expect(res.json()).toEqual([]);
    expect(total(res)).toBe(0);
  });

  it('matches % and _ literally', async () => {
    expect(ids(await getAs(t, admin, '/api/shipments?search=%25'))).toEqual([s.s4]);
    expect(ids(await getAs(t, admin, '/api/shipments?search=0%25_g'))).toEqual([s.s4]);
    expect(ids(await getAs(t, admin, '/api/shipments?search=_'))).toEqual([s.s4]);
  });

  it('filters by ACTIVE, COMPLETED or one status, in any case', async () => {
    expect(ids(await getAs(t, admin, '/api/shipments?status=ACTIVE'))).toEqual([s.s5, s.s2, s.s1]);
    expect(ids(await getAs(t, admin, '/api/shipments?status=completed'))).toEqual([s.s3]);
    expect(ids(await getAs(t, admin, '/api/shipments?status=in_transit'))).toEqual([s.s2]);
    expect(ids(await getAs(t, admin, '/api/shipments?status=CANCELLED'))).toEqual([s.s4]);
    const mine = await getAs(t, carrierX, '/api/shipments?status=ACTIVE&search=kitwe');
    expect(ids(mine)).toEqual([s.s1]);
    expect(total(mine)).toBe(1);
  });

  it('refuses an unknown status with 400 naming the allowed values', async () => {
    const res = await getAs(t, admin, '/api/shipments?status=LOST');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message:
        'status must be one of: ACTIVE, COMPLETED, PENDING_PICKUP, AWAITING_PICKUP, PICKED_UP, IN_TRANSIT, DELIVERED, CANCELLED',
    });
  });

  it('refuses a bad limit with the field named', async () => {
    const res = await getAs(t, admin, '/api/shipments?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('limit must be at least 1');
  });

  it('sends money in Kwacha with the 20/80 split, and each history', async () => {
    const [row] = (await getAs(t, ownerA, '/api/shipments?status=COMPLETED')).json();
    expect(row).toMatchObject({ amount: 5_000.5, platformFee: 1_000.1, transporterAmount: 4_000.4 });
    expect(row.progressHistory.map((e: { status: string }) => e.status)).toEqual([
      'PENDING_PICKUP',
      'DELIVERED',
    ]);
  });
});

describe('GET /api/shipments/active and /completed', () => {
  it('give the active and completed sets, scoped to the caller', async () => {
    expect(ids(await getAs(t, ownerA, '/api/shipments/active'))).toEqual([s.s2, s.s1]);
    expect(ids(await getAs(t, ownerB, '/api/shipments/active'))).toEqual([s.s5]);
    expect(ids(await getAs(t, carrierX, '/api/shipments/active'))).toEqual([s.s1]);
    expect(ids(await getAs(t, carrierX, '/api/shipments/completed'))).toEqual([s.s3]);
    expect(ids(await getAs(t, carrierY, '/api/shipments/completed'))).toEqual([]);
    const all = await getAs(t, admin, '/api/shipments/active?search=copper');
    expect(ids(all)).toEqual([s.s1]);
    expect(total(all)).toBe(1);
  });

  it('answer 401 without a token', async () => {
    expect((await getAs(t, null, '/api/shipments/active')).statusCode).toBe(401);
    expect((await getAs(t, null, '/api/shipments/completed')).statusCode).toBe(401);
  });
});

describe('GET /api/shipments/stats', () => {
  it.each([
    ['owner A', () => ownerA, { active: 2, inTransit: 1, completed: 1, totalValue: 35_000.5 }],
    [
      'owner B (cancelled not counted)',
      () => ownerB,
      { active: 1, inTransit: 0, completed: 0, totalValue: 7_000 },
    ],
    ['transporter X', () => carrierX, { active: 1, inTransit: 0, completed: 1, totalValue: 15_000.5 }],
    ['transporter Y', () => carrierY, { active: 2, inTransit: 1, completed: 0, totalValue: 27_000 }],
    ['the admin', () => admin, { active: 3, inTransit: 1, completed: 1, totalValue: 42_000.5 }],
  ] as const)('counts %s', async (_who, actor, expected) => {
    const res = await getAs(t, actor(), '/api/shipments/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it('is zero for a newcomer and 401 without a token', async () => {
    const newcomer = await signUp(t.app, 'cargo-owner');
    expect((await getAs(t, newcomer, '/api/shipments/stats')).json()).toEqual({
      active: 0,
      inTransit: 0,
      completed: 0,
      totalValue: 0,
    });
    expect((await getAs(t, null, '/api/shipments/stats')).statusCode).toBe(401);
  });
});

describe('GET /api/shipments/:id', () => {
  it('gives the owner the shipment with the transporter’s contact, history oldest first', async () => {
    const res = await getAs(t, ownerA, `/api/shipments/${s.s1}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: s.s1,
      status: 'PENDING_PICKUP',
      progress: 10,
      amount: 10_000,
      platformFee: 2_000,
      transporterAmount: 8_000,
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
      weight: 28_000,
      transporter: {
        id: carrierX.user.id,
        fullName: carrierX.user.fullName,
        companyName: carrierX.user.companyName,
        email: carrierX.user.email,
        phoneNumber: '+260 97 222 2222',
      },
    });
    expect(body.progressHistory).toEqual([expect.objectContaining({ updatedBy: 'System', progress: 10 })]);
  });

  it('gives the transporter the owner’s contact', async () => {
    const body = (await getAs(t, carrierX, `/api/shipments/${s.s1}`)).json();
    expect(body.cargoOwner).toEqual({
      id: ownerA.user.id,
      fullName: ownerA.user.fullName,
      companyName: ownerA.user.companyName,
      email: ownerA.user.email,
      phoneNumber: '+260 96 111 1111',
      rating: { average: null, count: 0 },
    });
  });

  it('gives the admin both parties’ contact', async () => {
    const body = (await getAs(t, admin, `/api/shipments/${s.s1}`)).json();
    expect(body.cargoOwner.email).toBe(ownerA.user.email);
    expect(body.transporter.phoneNumber).toBe('+260 97 222 2222');
  });

  it('answers 404 to a third party, so no contact can leak', async () => {
    for (const stranger of [ownerB, carrierY]) {
      const res = await getAs(t, stranger, `/api/shipments/${s.s1}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Shipment not found' });
      expect(res.body).not.toContain(ownerA.user.email);
    }
  });

  it('answers 404 JSON for a junk id and a missing one', async () => {
    for (const id of ['junk', '123', "1' or '1'='1", '00000000-0000-4000-8000-000000000000']) {
      const res = await getAs(t, admin, `/api/shipments/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Shipment not found' });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await getAs(t, null, `/api/shipments/${s.s1}`)).statusCode).toBe(401);
  });
});
