import { formatKwacha, lastMonthsKeys, shortId, splitKwacha } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { getAs, makeShipment, patchShipment, setShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const DAY = 86_400_000;

let t: TestContext;
let owner: Actor;
let otherOwner: Actor;
let carrier: Actor;
let admin: Actor;
/** The current Lusaka month and the one before. */
let thisMonth: string;
let lastMonth: string;
const s: Record<string, string> = {};

const amounts = {
  delivered: 12_345.5, // delivered now
  deliveredLastMonth: 4_000, // delivered on the 15th of last month
  inTransit: 3_000.05,
  pendingPickup: 2_000,
  pickedUp: 1_500,
  cancelled: 999.99, // never paid, never pending
  others: 6_500, // the other owner's, delivered
};

async function ok(p: Promise<{ statusCode: number; body: string }>) {
  const res = await p;
  if (res.statusCode !== 200) throw new Error(res.body);
}

const sum = (...values: number[]) => Math.round(values.reduce((a, v) => a + v, 0) * 100) / 100;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, carrier] = await Promise.all([
    signUp(t.app, 'cargo-owner', { companyName: 'Kafue Copper Ltd' }),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter', { companyName: 'Mwale Haulage' }),
  ]);
  admin = await makeAdmin(t.app, t.db);
  [lastMonth, thisMonth] = lastMonthsKeys(2) as [string, string];
  for (const [key, amount] of Object.entries(amounts)) {
    s[key] = await makeShipment(t, {
      owner: key === 'others' ? otherOwner : owner,
      transporter: carrier,
      amount,
    });
  }
  for (const key of ['delivered', 'deliveredLastMonth', 'others']) {
    await ok(patchShipment(t, carrier, s[key]!, { status: 'DELIVERED' }));
  }
  await ok(patchShipment(t, carrier, s.inTransit!, { status: 'IN_TRANSIT' }));
  await ok(patchShipment(t, carrier, s.pickedUp!, { status: 'AWAITING_PICKUP' }));
  await ok(t.app.inject({ method: 'DELETE', url: `/api/shipments/${s.cancelled}`, headers: owner.auth }));
  await setShipment(t.db, s.deliveredLastMonth!, { completedAt: new Date(`${lastMonth}-15T12:00:00Z`) });
  const now = Date.now();
  await setShipment(t.db, s.pendingPickup!, { estimatedDeliveryDate: new Date(now + DAY) });
  await setShipment(t.db, s.pickedUp!, { estimatedDeliveryDate: new Date(now + 3 * DAY) });
  await setShipment(t.db, s.inTransit!, { estimatedDeliveryDate: new Date(now + 5 * DAY) });
}, 120_000);

afterAll(async () => t?.close());

describe('GET /api/payments', () => {
  it('adds up what the owner paid, what is pending and the total spent, the 20% fee included', async () => {
    const res = await getAs(t, owner, '/api/payments');
    expect(res.statusCode).toBe(200);
    const paid = sum(amounts.delivered, amounts.deliveredLastMonth);
    const pending = sum(amounts.inTransit, amounts.pendingPickup, amounts.pickedUp);
    const fees = sum(
      ...[
        amounts.delivered,
        amounts.deliveredLastMonth,
        amounts.inTransit,
        amounts.pendingPickup,
        amounts.pickedUp,
      ].map((a) => splitKwacha(a).platformFee),
    );
    expect(res.json()).toEqual({
      currentMonth: thisMonth,
      paid,
      pending,
      totalSpent: sum(paid, pending),
      platformFees: fees,
      counts: { paid: 2, pending: 3 },
    });
  });

  it('agrees with the owner dashboard’s Total Spent', async () => {
    const payments = (await getAs(t, owner, '/api/payments')).json();
    const { stats } = (await getAs(t, owner, '/api/dashboard/cargo-owner')).json();
    expect(stats.totalSpent.value).toBe(payments.totalSpent);
  });

  it('shows a second owner only its own shipment', async () => {
    const res = await getAs(t, otherOwner, '/api/payments');
    expect(res.json()).toMatchObject({
      paid: amounts.others,
      pending: 0,
      totalSpent: amounts.others,
      counts: { paid: 1, pending: 0 },
    });
  });

  it('refuses transporters and admins with 403, and 401 without a token', async () => {
    for (const url of ['/api/payments', '/api/payments/paid', '/api/payments/pending']) {
      for (const actor of [carrier, admin]) expect((await getAs(t, actor, url)).statusCode, url).toBe(403);
      expect((await getAs(t, null, url)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/payments/paid and /pending', () => {
  it('lists paid shipments newest delivery first, with the fee and the transporter’s part of each amount', async () => {
    const res = await getAs(t, owner, '/api/payments/paid');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const rows = res.json();
    expect(rows.map((r: { id: string }) => r.id)).toEqual([s.delivered, s.deliveredLastMonth]);
    const split = splitKwacha(amounts.delivered);
    expect(rows[0]).toMatchObject({
      status: 'DELIVERED',
      cargo: 'Mining - Copper cathodes on pallets',
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
      amount: amounts.delivered,
      platformFee: split.platformFee,
      transporterAmount: split.transporterAmount,
      transporterCompany: 'Mwale Haulage',
    });
    expect(rows[1].date).toBe(new Date(`${lastMonth}-15T12:00:00Z`).toISOString());
  });

  it('lists pending shipments soonest expected first, never the cancelled one', async () => {
    const res = await getAs(t, owner, '/api/payments/pending');
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([s.pendingPickup, s.pickedUp, s.inTransit]);
  });

  it('pages with limit and offset, the total unchanged', async () => {
    const res = await getAs(t, owner, '/api/payments/pending?limit=2&offset=2');
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([s.inTransit]);
  });

  it('never lists another owner’s shipments', async () => {
    const paid = await getAs(t, otherOwner, '/api/payments/paid');
    expect(paid.json().map((r: { id: string }) => r.id)).toEqual([s.others]);
    expect((await getAs(t, otherOwner, '/api/payments/pending')).json()).toEqual([]);
  });

  it('answers bad paging with 400 naming the parameter', async () => {
    for (const query of ['limit=0', 'limit=abc', 'offset=-1', 'limit=501']) {
      const res = await getAs(t, owner, `/api/payments/paid?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(query.split('=')[0]);
    }
  });
});

describe('GET /api/payments/statement.pdf', () => {
  async function statement(actor: Actor | null, query: string) {
    return getAs(t, actor, `/api/payments/statement.pdf${query}`);
  }

  it('lists the owner’s shipments delivered in the month with the amounts, fees and totals', async () => {
    const res = await statement(owner, `?month=${thisMonth}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="njira-payments-NJR-S-${shortId(owner.user.id)}-${thisMonth}-I\\d{12}\\.pdf"$`,
      ),
    );
    const { text } = await pdfText(res.rawPayload);
    const split = splitKwacha(amounts.delivered);
    for (const part of [
      'Njira',
      'Payment Statement',
      'Kafue Copper Ltd',
      'Transporter: Mwale Haulage',
      'Kitwe to Lusaka',
      formatKwacha(amounts.delivered),
      formatKwacha(split.platformFee),
      formatKwacha(split.transporterAmount),
      'Total',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).toContain(`NJR-S-${shortId(owner.user.id)}-${thisMonth}-I`);
    expect(text).toContain('Interim statement — the month is not over');
    for (const amount of [amounts.deliveredLastMonth, amounts.inTransit, amounts.cancelled, amounts.others]) {
      expect(text).not.toContain(formatKwacha(amount));
    }
  });

  it('covers the current month by default and puts each shipment in the month it was delivered', async () => {
    const current = await statement(owner, '');
    expect(current.headers['content-disposition']).toContain(`-${thisMonth}-I`);
    const closed = await statement(owner, `?month=${lastMonth}`);
    const final = `NJR-S-${shortId(owner.user.id)}-${lastMonth}`;
    expect(closed.headers['content-disposition']).toBe(`attachment; filename="njira-payments-${final}.pdf"`);
    const last = (await pdfText(closed.rawPayload)).text;
    expect(last).toContain(`Document No. ${final}`);
    expect(last).not.toContain('Interim');
    expect(last).toContain(formatKwacha(amounts.deliveredLastMonth));
    expect(last).not.toContain(formatKwacha(amounts.delivered));
  });

  it('never holds another owner’s payments', async () => {
    const { text } = await pdfText((await statement(otherOwner, `?month=${thisMonth}`)).rawPayload);
    expect(text).toContain(formatKwacha(amounts.others));
    expect(text).not.toContain(formatKwacha(amounts.delivered));
    expect(text).not.toContain('Kafue Copper Ltd');
  });

  it('says so when nothing was delivered in the month', async () => {
    const { text } = await pdfText((await statement(owner, '?month=2020-01')).rawPayload);
    expect(text).toContain('No shipments were delivered in this month.');
    expect(text).toContain('Jan 2020');
  });

  it('answers a bad month with 400 naming it', async () => {
    for (const query of [
      'month=2026-13',
      'month=2026-1',
      'month=march',
      'month=',
      'month=2026-01&month=2026-02',
    ]) {
      const res = await statement(owner, `?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain('month');
    }
  });

  it('refuses transporters and admins with 403, and 401 without a token', async () => {
    for (const actor of [carrier, admin]) expect((await statement(actor, '')).statusCode).toBe(403);
    expect((await statement(null, '')).statusCode).toBe(401);
  });
});
