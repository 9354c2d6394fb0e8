import { formatDate, formatDateTime, formatKwacha } from '@njira/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUp } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { getAs, makeShipment, patchShipment, setShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let t: TestContext;
let owner: Actor;
let carrier: Actor;

beforeAll(async () => {
  // The sandbox approves a payment in 30 ms rather than the few seconds a person would take.
  t = await createTestApp({}, { payments: { sandboxSettleMs: 30 } });
  // The sandbox's callbacks come back to this server over HTTP, as pawaPay's would.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [owner, carrier] = await Promise.all([
    signUp(t.app, 'cargo-owner', { companyName: 'Kafue Copper Ltd' }),
    signUp(t.app, 'transporter', { companyName: 'Mwale Haulage' }),
  ]);
}, 120_000);
afterAll(async () => t?.close());

const receiptUrl = (id: string) => `/api/shipments/${id}/receipt.pdf`;

/** The receipt as text, and its number as the file name gives it. */
async function receipt(actor: Actor, id: string) {
  const res = await getAs(t, actor, receiptUrl(id));
  if (res.statusCode !== 200) throw new Error(`receipt: ${res.statusCode} ${res.body}`);
  const number = /filename="njira-receipt-(NJR-R-[0-9A-F]{8}-[0-9A-F]{8})\.pdf"/.exec(
    String(res.headers['content-disposition']),
  )?.[1];
  return { number, text: (await pdfText(res.rawPayload)).text };
}

/** When the shipment's deposit completed, as stored. */
async function depositFinishedAt(id: string): Promise<Date> {
  const r = await t.db.execute<{ at: Date }>(
    sql`select finished_at as at from money_transfers where shipment_id = ${id} and kind = 'deposit'`,
  );
  return new Date(r.rows[0]?.at as Date);
}

async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/shipments/:id/receipt.pdf — only for money received', () => {
  it('answers 409 for a shipment whose payment has not been received, streaming nothing', async () => {
    const id = await makeShipment(t, { owner, transporter: carrier, amount: 3_150, paid: false });
    for (const actor of [owner, carrier]) {
      const res = await getAs(t, actor, receiptUrl(id));
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'No payment has been received for this shipment yet',
      });
    }
  });

  it('states what was received, when, from which wallet (masked), and that escrow holds it', async () => {
    const id = await makeShipment(t, { owner, transporter: carrier, amount: 3_150 });
    const { number, text } = await receipt(owner, id);
    const short = id.slice(-8).toUpperCase();
    expect(number).toMatch(new RegExp(`^NJR-R-${short}-[0-9A-F]{8}$`));
    for (const part of [
      'Payment Receipt',
      `Document No. ${number}`,
      'Payment received',
      `Amount received ${formatKwacha(3_150)}`,
      `Received on ${formatDateTime(await depositFinishedAt(id))} (Lusaka time)`,
      'Paid with MTN MoMo, +260 •• ••• •789',
      'Held in escrow until the delivery is confirmed',
      'Platform fee (20%), on release',
      'Transporter receives (80%), on release',
      'Kafue Copper Ltd',
      'Mwale Haulage',
    ]) {
      expect(text, part).toContain(part);
    }
    // Neither the whole number nor any of its hidden digits.
    expect(text).not.toContain('260763456789');
    expect(text).not.toContain('76 345');
  });

  it('gives the same number for the same facts, whoever asks and whenever', async () => {
    const id = await makeShipment(t, { owner, transporter: carrier, amount: 4_200 });
    const first = await receipt(owner, id);
    const second = await receipt(carrier, id);
    expect(second.number).toBe(first.number);
  });

  it('says when the money was released to the transporter, under a new number', async () => {
    const id = await makeShipment(t, { owner, transporter: carrier, amount: 5_000 });
    const held = await receipt(owner, id);
    expect((await patchShipment(t, carrier, id, { status: 'DELIVERED' })).statusCode).toBe(200);
    const release = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/payment/release`,
      headers: owner.auth,
    });
    expect(release.statusCode).toBe(200);
    const released = await receipt(carrier, id);
    expect(released.text).toContain(`Released to the transporter on ${formatDate(new Date())}`);
    expect(released.text).toContain('Transporter receives (80%) K 4,000');
    expect(released.text).not.toContain('on release');
    expect(released.number).not.toBe(held.number);
  });

  it('says when the money went back to the owner after a cancellation, under a new number', async () => {
    // Paid through the API and the sandbox, which refunds only a deposit it completed itself.
    const id = await makeShipment(t, { owner, transporter: carrier, amount: 2_500, paid: false });
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/payment`,
      headers: owner.auth,
      payload: { provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '0973 456 789' },
    });
    expect(pay.statusCode).toBe(200);
    await until(async () => (await getAs(t, owner, `/api/shipments/${id}/payment`)).json().status === 'held');
    const held = await receipt(owner, id);
    expect(held.text).toContain('Paid with Airtel Money, +260 •• ••• •789');
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/shipments/${id}`, headers: owner.auth });
    expect(cancel.statusCode).toBe(200);
    // The sandbox completes the refund and calls back.
    await until(async () => {
      const r = await t.db.execute(
        sql`select 1 from money_transfers where shipment_id = ${id} and kind = 'refund' and status = 'COMPLETED'`,
      );
      return r.rows.length > 0;
    });
    const refunded = await receipt(owner, id);
    expect(refunded.text).toContain(`Refunded to the cargo owner on ${formatDate(new Date())}`);
    expect(refunded.text).toContain(`Refunded to the cargo owner ${formatKwacha(2_500)}`);
    expect(refunded.text).not.toContain('Platform fee');
    expect(refunded.number).not.toBe(held.number);
  });
});

describe('the lists that offer a receipt say whether it exists', () => {
  it('in the owner’s payments, the transporter’s earnings and its completed deliveries', async () => {
    const [payer, hauler] = await Promise.all([signUp(t.app, 'cargo-owner'), signUp(t.app, 'transporter')]);
    const paid = await makeShipment(t, { owner: payer, transporter: hauler, amount: 1_000 });
    const unpaid = await makeShipment(t, { owner: payer, transporter: hauler, amount: 1_100, paid: false });
    const flags = (rows: { id: string; receiptAvailable: boolean }[]) =>
      Object.fromEntries(rows.map((r) => [r.id, r.receiptAvailable]));

    const held = (await getAs(t, payer, '/api/payments/held')).json();
    const pending = (await getAs(t, payer, '/api/payments/pending')).json();
    expect(flags([...held, ...pending])).toEqual({ [paid]: true, [unpaid]: false });
    expect((await getAs(t, payer, `/api/shipments/${unpaid}`)).json().receiptAvailable).toBe(false);
    expect((await getAs(t, hauler, `/api/shipments/${paid}`)).json().receiptAvailable).toBe(true);

    // Delivered with no payment on record (as a shipment delivered before escrow existed would be).
    expect((await patchShipment(t, hauler, paid, { status: 'DELIVERED' })).statusCode).toBe(200);
    await setShipment(t.db, unpaid, { status: 'DELIVERED', progress: 100, completedAt: new Date() });
    const release = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${paid}/payment/release`,
      headers: payer.auth,
    });
    expect(release.statusCode).toBe(200);
    // Paid is money released from escrow; the one never paid is still owed, so pending.
    expect(flags((await getAs(t, payer, '/api/payments/paid')).json())).toEqual({ [paid]: true });
    expect(flags((await getAs(t, payer, '/api/payments/pending')).json())).toEqual({ [unpaid]: false });
    // The transporter's Paid is what was paid out: wait for the sandbox's payout.
    for (;;) {
      const payment = (await getAs(t, hauler, `/api/shipments/${paid}/payment`)).json();
      if (payment.payout?.status === 'COMPLETED') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(flags((await getAs(t, hauler, '/api/earnings/paid')).json())).toEqual({ [paid]: true });
    expect(flags((await getAs(t, hauler, '/api/shipments/completed')).json())).toEqual({
      [paid]: true,
      [unpaid]: false,
    });
    expect((await getAs(t, hauler, receiptUrl(unpaid))).statusCode).toBe(409);
  });
});
