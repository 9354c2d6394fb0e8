import { escrowReleasedLines, formatKwacha, lastMonthsKeys, shortId, splitKwacha } from '@njira/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { getAs, makeShipment, patchShipment, setShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { postEntry } from '../ledger/ledger.ts';

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
  released: 12_345.5, // delivered, released now
  releasedLastMonth: 4_000, // delivered, released on the 15th of last month
  deliveredHeld: 2_750, // delivered, escrow not yet released
  inTransit: 3_000.05, // paid, held
  pendingPickup: 2_000, // paid, held
  pickedUp: 1_500, // paid, held
  unpaid: 1_250, // accepted, not yet paid
  cancelled: 999.99, // paid, then cancelled: refunded
  others: 6_500, // the other owner's, delivered and released
};

async function ok(p: Promise<{ statusCode: number; body: string }>) {
  const res = await p;
  if (res.statusCode !== 200) throw new Error(res.body);
}

const sum = (...values: number[]) => Math.round(values.reduce((a, v) => a + v, 0) * 100) / 100;

function release(actor: Actor, id: string) {
  return t.app.inject({ method: 'POST', url: `/api/shipments/${id}/payment/release`, headers: actor.auth });
}

/** A release written directly, dated in the past (the ledger refuses to change an entry's date). */
async function releasedOn(id: string, ngwee: number, at: Date) {
  await t.db.transaction((tx) =>
    postEntry(tx, {
      kind: 'escrow_released',
      idempotencyKey: `escrow_released:${id}`,
      shipmentId: id,
      memo: 'escrow released (test set-up)',
      lines: escrowReleasedLines(id, carrier.user.id, ngwee),
      createdAt: at,
    }),
  );
}

beforeAll(async () => {
  // The sandbox's callbacks (the payouts of releases, the refund) come back to this server over HTTP.
  t = await createTestApp({}, { payments: { sandboxSettleMs: 30 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
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
      paid: key !== 'unpaid',
    });
  }
  for (const key of ['released', 'releasedLastMonth', 'deliveredHeld', 'others']) {
    await ok(patchShipment(t, carrier, s[key]!, { status: 'DELIVERED' }));
  }
  await ok(release(owner, s.released!));
  await ok(release(otherOwner, s.others!));
  await releasedOn(
    s.releasedLastMonth!,
    amounts.releasedLastMonth * 100,
    new Date(`${lastMonth}-15T12:00:00Z`),
  );
  await ok(patchShipment(t, carrier, s.inTransit!, { status: 'IN_TRANSIT' }));
  await ok(patchShipment(t, carrier, s.pickedUp!, { status: 'AWAITING_PICKUP' }));
  await ok(t.app.inject({ method: 'DELETE', url: `/api/shipments/${s.cancelled}`, headers: owner.auth }));
  const now = Date.now();
  await setShipment(t.db, s.pendingPickup!, { estimatedDeliveryDate: new Date(now + DAY) });
  await setShipment(t.db, s.pickedUp!, { estimatedDeliveryDate: new Date(now + 3 * DAY) });
  await setShipment(t.db, s.inTransit!, { estimatedDeliveryDate: new Date(now + 5 * DAY) });
  await setShipment(t.db, s.deliveredHeld!, { estimatedDeliveryDate: new Date(now - DAY) });
}, 120_000);

afterAll(async () => t?.close());

const paid = sum(amounts.released, amounts.releasedLastMonth);
const held = sum(amounts.deliveredHeld, amounts.inTransit, amounts.pendingPickup, amounts.pickedUp);

describe('GET /api/payments', () => {
  it('reads the ledger: paid is released escrow, held is what escrow holds, pending is not yet paid', async () => {
    const res = await getAs(t, owner, '/api/payments');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      currentMonth: thisMonth,
      paid,
      held,
      pending: amounts.unpaid,
      refunded: amounts.cancelled,
      // What left the wallet and is not owed back: the refunded shipment is not in it.
      totalSpent: sum(paid, held),
      platformFees: sum(
        splitKwacha(amounts.released).platformFee,
        splitKwacha(amounts.releasedLastMonth).platformFee,
      ),
      counts: { paid: 2, held: 4, pending: 1, refunded: 1 },
    });
  });

  it('agrees with the ledger’s own balances: total spent is deposits less what escrow owes back', async () => {
    const r = await t.db.execute<{ deposited: string; refunded: string; held: string }>(sql`
      select coalesce(-sum(l.amount_ngwee) filter (where e.kind = 'deposit_completed'), 0)::text as deposited,
        coalesce(sum(l.amount_ngwee) filter (where e.kind = 'escrow_refunded'), 0)::text as refunded,
        coalesce(-sum(l.amount_ngwee), 0)::text as held
      from journal_lines l join journal_entries e on e.id = l.entry_id
      join ledger_accounts a on a.id = l.account_id and a.kind = 'escrow'
      join shipments s on s.id = a.shipment_id where s.owner_id = ${owner.user.id}`);
    const row = r.rows[0]!;
    const payments = (await getAs(t, owner, '/api/payments')).json();
    expect(payments.totalSpent * 100).toBe(Number(row.deposited) - Number(row.refunded));
    expect(Math.round(payments.held * 100)).toBe(Number(row.held));
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
      held: 0,
      pending: 0,
      refunded: 0,
      totalSpent: amounts.others,
      counts: { paid: 1, held: 0, pending: 0, refunded: 0 },
    });
  });

  it('refuses transporters and admins with 403, and 401 without a token', async () => {
    for (const url of [
      '/api/payments',
      '/api/payments/paid',
      '/api/payments/held',
      '/api/payments/pending',
    ]) {
      for (const actor of [carrier, admin]) expect((await getAs(t, actor, url)).statusCode, url).toBe(403);
      expect((await getAs(t, null, url)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/payments/paid, /held and /pending', () => {
  it('lists shipments released to the transporter newest release first, with the fee and the transporter’s part', async () => {
    const res = await getAs(t, owner, '/api/payments/paid');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const rows = res.json();
    expect(rows.map((r: { id: string }) => r.id)).toEqual([s.released, s.releasedLastMonth]);
    const split = splitKwacha(amounts.released);
    expect(rows[0]).toMatchObject({
      status: 'DELIVERED',
      cargo: 'Mining - Copper cathodes on pallets',
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
      amount: amounts.released,
      platformFee: split.platformFee,
      transporterAmount: split.transporterAmount,
      transporterCompany: 'Mwale Haulage',
      receiptAvailable: true,
    });
    expect(rows[1].date).toBe(new Date(`${lastMonth}-15T12:00:00Z`).toISOString());
  });

  it('lists what escrow holds soonest expected first, a delivered but unreleased one included', async () => {
    const res = await getAs(t, owner, '/api/payments/held');
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([
      s.deliveredHeld,
      s.pendingPickup,
      s.pickedUp,
      s.inTransit,
    ]);
  });

  it('lists as pending only the accepted shipment not yet paid, never the cancelled one', async () => {
    const res = await getAs(t, owner, '/api/payments/pending');
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toMatchObject([{ id: s.unpaid, receiptAvailable: false }]);
  });

  it('pages with limit and offset, the total unchanged', async () => {
    const res = await getAs(t, owner, '/api/payments/held?limit=2&offset=2');
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([s.pickedUp, s.inTransit]);
  });

  it('never lists another owner’s shipments', async () => {
    const paidRows = await getAs(t, otherOwner, '/api/payments/paid');
    expect(paidRows.json().map((r: { id: string }) => r.id)).toEqual([s.others]);
    expect((await getAs(t, otherOwner, '/api/payments/held')).json()).toEqual([]);
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

describe('GET /api/shipments/active (My Deliveries)', () => {
  it('tells the transporter, per delivery, whether escrow holds the payment, from the ledger', async () => {
    const res = await getAs(t, carrier, '/api/shipments/active?limit=50');
    expect(res.statusCode).toBe(200);
    const secured = Object.fromEntries(
      (res.json() as { id: string; paymentSecured: boolean }[]).map((r) => [r.id, r.paymentSecured]),
    );
    expect(secured).toMatchObject({
      [s.pendingPickup!]: true,
      [s.unpaid!]: false,
      [s.inTransit!]: true,
      [s.pickedUp!]: true,
    });
    const done = (await getAs(t, carrier, '/api/shipments/completed?limit=50')).json() as {
      id: string;
      paymentSecured: boolean;
    }[];
    // Released or refunded: escrow holds nothing; delivered and not yet released: still held.
    expect(done.find((r) => r.id === s.released)?.paymentSecured).toBe(false);
    expect(done.find((r) => r.id === s.deliveredHeld)?.paymentSecured).toBe(true);
  });
});

describe('GET /api/payments/statement.pdf', () => {
  async function statement(actor: Actor | null, query: string) {
    return getAs(t, actor, `/api/payments/statement.pdf${query}`);
  }

  it('lists the owner’s payments released in the month with the amounts, fees and totals', async () => {
    const res = await statement(owner, `?month=${thisMonth}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="njira-payments-NJR-S-${shortId(owner.user.id)}-${thisMonth}-I\\d{12}\\.pdf"$`,
      ),
    );
    const { text } = await pdfText(res.rawPayload);
    const split = splitKwacha(amounts.released);
    for (const part of [
      'Njira',
      'Payment Statement',
      'Kafue Copper Ltd',
      'Transporter: Mwale Haulage',
      'Kitwe to Lusaka',
      formatKwacha(amounts.released),
      formatKwacha(split.platformFee),
      formatKwacha(split.transporterAmount),
      'Total',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).toContain(`NJR-S-${shortId(owner.user.id)}-${thisMonth}-I`);
    expect(text).toContain('Interim statement — the month is not over');
    for (const amount of [
      amounts.releasedLastMonth,
      amounts.deliveredHeld,
      amounts.inTransit,
      amounts.cancelled,
      amounts.others,
    ]) {
      expect(text).not.toContain(formatKwacha(amount));
    }
  });

  it('covers the current month by default and puts each shipment in the month its escrow was released', async () => {
    const current = await statement(owner, '');
    expect(current.headers['content-disposition']).toContain(`-${thisMonth}-I`);
    const closed = await statement(owner, `?month=${lastMonth}`);
    const final = `NJR-S-${shortId(owner.user.id)}-${lastMonth}`;
    expect(closed.headers['content-disposition']).toBe(`attachment; filename="njira-payments-${final}.pdf"`);
    const last = (await pdfText(closed.rawPayload)).text;
    expect(last).toContain(`Document No. ${final}`);
    expect(last).not.toContain('Interim');
    expect(last).toContain(formatKwacha(amounts.releasedLastMonth));
    expect(last).not.toContain(formatKwacha(amounts.released));
  });

  it('never holds another owner’s payments', async () => {
    const { text } = await pdfText((await statement(otherOwner, `?month=${thisMonth}`)).rawPayload);
    expect(text).toContain(formatKwacha(amounts.others));
    expect(text).not.toContain(formatKwacha(amounts.released));
    expect(text).not.toContain('Kafue Copper Ltd');
  });

  it('says so when nothing was released in the month', async () => {
    const { text } = await pdfText((await statement(owner, '?month=2020-01')).rawPayload);
    expect(text).toContain('No payments were released in this month.');
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
