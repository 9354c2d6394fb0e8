import { EXPECTED_DELIVERY, formatDate } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUp } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { getAs, makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/**
 * Issue 28, item 3: a shipment has one expected-delivery date, and every answer that shows one
 * gives that date: the shipment, the owner's dashboard, the transporter's pending earnings, the
 * owner's payments held in escrow, and both documents, under one label.
 */
let t: TestContext;
let owner: Actor;
let carrier: Actor;
let id: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, carrier] = await Promise.all([signUp(t.app, 'cargo-owner'), signUp(t.app, 'transporter')]);
  // Pickup in 3 days, requested delivery in 6, the bid's 2 days: expected in 5.
  id = await makeShipment(t, { owner, transporter: carrier });
}, 60_000);
afterAll(async () => t?.close());

type Row = { id: string };
const rowOf = <T extends Row>(rows: T[]) => rows.find((r) => r.id === id);

async function expectedEverywhere(): Promise<string[]> {
  const shipment = (await getAs(t, owner, `/api/shipments/${id}`)).json();
  const dashboard = (await getAs(t, owner, '/api/dashboard/cargo-owner')).json();
  const earnings = (await getAs(t, carrier, '/api/earnings/pending')).json();
  const payments = (await getAs(t, owner, '/api/payments/held')).json();
  return [
    shipment.estimatedDeliveryDate,
    shipment.eta,
    rowOf<Row & { eta: string }>(dashboard.activeShipments)?.eta,
    rowOf<Row & { expectedDate: string }>(earnings)?.expectedDate,
    rowOf<Row & { date: string }>(payments)?.date,
  ];
}

describe('one expected-delivery date', () => {
  it('is the same date in every answer, not the requested one, and moves with a new ETA', async () => {
    const shipment = (await getAs(t, owner, `/api/shipments/${id}`)).json();
    const expected = shipment.estimatedDeliveryDate;
    expect(formatDate(expected)).not.toBe(formatDate(shipment.deliveryDate));
    expect(await expectedEverywhere()).toEqual(Array(5).fill(expected));

    const eta = new Date(Date.parse(expected) + 2 * 86_400_000).toISOString();
    const moved = await patchShipment(t, carrier, id, { status: 'AWAITING_PICKUP', eta });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await expectedEverywhere()).toEqual(Array(5).fill(eta));
  });

  it('is printed under the same label in the receipt and the proof of delivery', async () => {
    expect((await patchShipment(t, carrier, id, { status: 'DELIVERED' })).statusCode).toBe(200);
    const { eta } = (await getAs(t, owner, `/api/shipments/${id}`)).json();
    for (const [actor, url] of [
      [carrier, `/api/shipments/${id}/receipt.pdf`],
      [owner, `/api/shipments/${id}/pod.pdf`],
    ] as const) {
      const res = await getAs(t, actor, url);
      expect(res.statusCode, url).toBe(200);
      const { text } = await pdfText(res.rawPayload);
      expect(text, url).toMatch(new RegExp(`${EXPECTED_DELIVERY}\\s*${formatDate(eta)}`));
    }
  });
});
