import {
  escrowReleasedLines,
  formatKwacha,
  lastMonthsKeys,
  payoutCompletedLines,
  shortId,
  splitKwacha,
  splitNgwee,
  statementNumber,
} from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { makeShipment, patchShipment, setShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { postEntry } from '../ledger/ledger.ts';

let t: TestContext;
let owner: Actor;
let otherOwner: Actor;
let carrier: Actor;
let rival: Actor;
let admin: Actor;
let delivered: string;
let deliveredLastMonth: string;
let inTransit: string;
let rivalsDelivery: string;
/** The current Lusaka month and the one before. */
let thisMonth: string;
let lastMonth: string;

const AMOUNT = 12_345.5;
const LAST_MONTH_AMOUNT = 4_000;
const RIVAL_AMOUNT = 6_543;

async function ok(p: Promise<{ statusCode: number; body: string }>) {
  const res = await p;
  if (res.statusCode !== 200) throw new Error(res.body);
}

async function paidOutOn(id: string, transporter: Actor, amount: number, at: Date) {
  const ngwee = Math.round(amount * 100);
  await t.db.transaction(async (tx) => {
    for (const [kind, lines] of [
      ['escrow_released', escrowReleasedLines(id, transporter.user.id, ngwee)],
      ['payout_completed', payoutCompletedLines(transporter.user.id, splitNgwee(ngwee).transporterNgwee)],
    ] as const) {
      await postEntry(tx, {
        kind,
        idempotencyKey: `${kind}:${id}`,
        shipmentId: id,
        memo: `${kind} (test set-up)`,
        lines,
        createdAt: at,
      });
    }
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, carrier, rival] = await Promise.all([
    signUp(t.app, 'cargo-owner', { companyName: 'Kafue Copper Ltd' }),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter', { companyName: 'Mwale Haulage' }),
    signUp(t.app, 'transporter'),
  ]);
  admin = await makeAdmin(t.app, t.db);
  [lastMonth, thisMonth] = lastMonthsKeys(2) as [string, string];
  delivered = await makeShipment(t, { owner, transporter: carrier, amount: AMOUNT });
  deliveredLastMonth = await makeShipment(t, { owner, transporter: carrier, amount: LAST_MONTH_AMOUNT });
  inTransit = await makeShipment(t, { owner, transporter: carrier, amount: 3_000 });
  rivalsDelivery = await makeShipment(t, { owner, transporter: rival, amount: RIVAL_AMOUNT });
  for (const id of [delivered, deliveredLastMonth]) {
    await ok(patchShipment(t, carrier, id, { status: 'DELIVERED' }));
  }
  await ok(patchShipment(t, rival, rivalsDelivery, { status: 'DELIVERED' }));
  await ok(patchShipment(t, carrier, inTransit, { status: 'IN_TRANSIT' }));
  await setShipment(t.db, deliveredLastMonth, { completedAt: new Date(`${lastMonth}-15T12:00:00Z`) });
  // Released and paid out, written directly (a statement lists what was paid out in its month).
  await paidOutOn(delivered, carrier, AMOUNT, new Date());
  await paidOutOn(deliveredLastMonth, carrier, LAST_MONTH_AMOUNT, new Date(`${lastMonth}-15T12:00:00Z`));
  await paidOutOn(rivalsDelivery, rival, RIVAL_AMOUNT, new Date());
}, 120_000);
afterAll(async () => t?.close());

/** GET as this actor, the body kept as bytes. */
async function download(actor: Actor | null, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...(actor ? actor.auth : {}), ...headers } });
}

function money(amount: number) {
  const { platformFee, transporterAmount } = splitKwacha(amount);
  return [formatKwacha(amount), formatKwacha(platformFee), formatKwacha(transporterAmount)];
}

describe('GET /api/shipments/:id/receipt.pdf', () => {
  it('gives the transporter a searchable PDF with the amount, the 20% fee and the 80% net', async () => {
    const res = await download(carrier, `/api/shipments/${delivered}/receipt.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const short = delivered.slice(-8).toUpperCase();
    const number = /^attachment; filename="njira-receipt-(NJR-R-[0-9A-F]{8}-[0-9A-F]{8})\.pdf"$/.exec(
      String(res.headers['content-disposition']),
    )?.[1];
    expect(number).toMatch(new RegExp(`^NJR-R-${short}-`));
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const part of [
      'Njira',
      'Payment Receipt',
      `Document No. ${number}`,
      delivered,
      ...money(AMOUNT),
      'Platform fee (20%)',
      'Transporter receives (80%)',
      'Kitwe',
      'Lusaka',
      'Mining - Copper cathodes on pallets',
      'Kafue Copper Ltd',
      'Mwale Haulage',
      'Delivered',
    ]) {
      expect(text, part).toContain(part);
    }
  });

  it('prints its three amounts with the same decimals: K 6,543.00 beside a fee of K 1,308.60', async () => {
    const res = await download(rival, `/api/shipments/${rivalsDelivery}/receipt.pdf`);
    const { text } = await pdfText(res.rawPayload);
    for (const part of ['K 6,543.00', 'K 1,308.60', 'K 5,234.40']) expect(text, part).toContain(part);
  });

  it('gives the same receipt to the cargo owner of the shipment and to an admin', async () => {
    for (const actor of [owner, admin]) {
      const res = await download(actor, `/api/shipments/${delivered}/receipt.pdf`);
      expect(res.statusCode).toBe(200);
      expect((await pdfText(res.rawPayload)).text).toContain(formatKwacha(AMOUNT));
    }
  });

  it('comes through whole when the client accepts compressed answers', async () => {
    const res = await download(carrier, `/api/shipments/${delivered}/receipt.pdf`, {
      'accept-encoding': 'br, gzip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('answers 404 to another transporter, another cargo owner, junk and unknown ids', async () => {
    for (const [actor, id] of [
      [rival, delivered],
      [otherOwner, delivered],
      [carrier, rivalsDelivery],
      [carrier, 'not-a-shipment'],
      [carrier, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await download(actor, `/api/shipments/${id}/receipt.pdf`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Shipment not found' });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await download(null, `/api/shipments/${delivered}/receipt.pdf`)).statusCode).toBe(401);
  });
});

describe('GET /api/earnings/statement.pdf', () => {
  it("lists the transporter's deliveries paid out in the month with their fees, nets and totals", async () => {
    const res = await download(carrier, `/api/earnings/statement.pdf?month=${thisMonth}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    for (const part of [
      'Njira',
      'Earnings Statement',
      'Mwale Haulage',
      'Cargo owner: Kafue Copper Ltd',
      ...money(AMOUNT),
      'Total',
    ]) {
      expect(text, part).toContain(part);
    }
    // Not last month's payout, not the one still in transit (held in escrow), not the rival's.
    expect(text).not.toContain(formatKwacha(LAST_MONTH_AMOUNT));
    expect(text).not.toContain(formatKwacha(3_000));
    expect(text).not.toContain(formatKwacha(RIVAL_AMOUNT));
  });

  it('marks the current month’s statement interim, its number carrying the Lusaka minute of issue', async () => {
    const before = statementNumber(carrier.user.id, thisMonth, new Date()).number;
    const res = await download(carrier, `/api/earnings/statement.pdf?month=${thisMonth}`);
    const after = statementNumber(carrier.user.id, thisMonth, new Date()).number;
    const number =
      /^attachment; filename="njira-statement-(NJR-S-[0-9A-F]{8}-\d{4}-\d{2}-I\d{12})\.pdf"$/.exec(
        String(res.headers['content-disposition']),
      )?.[1];
    expect([before, after]).toContain(number);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Interim statement — the month is not over');
    expect(text).toContain(`Document No. ${number}`);
  });

  it('gives a closed month’s statement its final number, the same each time, and no interim mark', async () => {
    const final = `NJR-S-${shortId(carrier.user.id)}-${lastMonth}`;
    for (let i = 0; i < 2; i++) {
      const res = await download(carrier, `/api/earnings/statement.pdf?month=${lastMonth}`);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="njira-statement-${final}.pdf"`);
      const { text } = await pdfText(res.rawPayload);
      expect(text).toContain(`Document No. ${final}`);
      expect(text).not.toContain('Interim');
    }
  });

  it('covers the current Lusaka month when no month is given', async () => {
    const res = await download(carrier, '/api/earnings/statement.pdf');
    expect(res.headers['content-disposition']).toContain(`-${thisMonth}-I`);
    expect((await pdfText(res.rawPayload)).text).toContain(formatKwacha(AMOUNT));
  });

  it('puts each delivery in the month it was paid out', async () => {
    const res = await download(carrier, `/api/earnings/statement.pdf?month=${lastMonth}`);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(formatKwacha(LAST_MONTH_AMOUNT));
    expect(text).not.toContain(formatKwacha(AMOUNT));
    // Every amount of that month is whole (K 4,000, K 800, K 3,200), so none shows decimals.
    expect(text).not.toMatch(/K [\d,]+\.\d\d/);
  });

  it('says so when nothing was paid out in the month', async () => {
    const res = await download(carrier, '/api/earnings/statement.pdf?month=2020-01');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('No deliveries were paid out in this month.');
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
      const res = await download(carrier, `/api/earnings/statement.pdf?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain('month');
    }
  });

  it('refuses cargo owners and admins with 403, and 401 without a token', async () => {
    for (const actor of [owner, admin]) {
      expect((await download(actor, `/api/earnings/statement.pdf?month=${thisMonth}`)).statusCode).toBe(403);
    }
    expect((await download(null, `/api/earnings/statement.pdf?month=${thisMonth}`)).statusCode).toBe(401);
  });
});
