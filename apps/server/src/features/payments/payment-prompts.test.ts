import { paymentPromptMessage } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUp } from '../../../test/factories.ts';
import { makeShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { moneyTransfers } from '../../db/schema/money-transfers.ts';

// No listener: the sandbox's callbacks never arrive, so every prompt stays waiting on the phone.
let t: TestContext;
let owner: Actor;
let otherOwner: Actor;
let transporter: Actor;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, transporter] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
  ]);
});
afterAll(() => t.close());

const unpaid = (by: Actor) => makeShipment(t, { owner: by, transporter, amount: 900, paid: false });
const pay = (actor: Actor, shipmentId: string, phoneNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/shipments/${shipmentId}/payment`,
    headers: actor.auth,
    payload: { provider: 'MTN_MOMO_ZMB', phoneNumber },
  });

describe('payment prompts (issue 39, item 8)', () => {
  it('refuses the 6th prompt to one number within 10 minutes, from any owner, and lets another number through', async () => {
    const number = '0763 456 111';
    const shipments = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((i) => unpaid(i % 2 ? owner : otherOwner)));
    for (const id of shipments.slice(0, 5)) {
      const by = shipments.indexOf(id) % 2 ? otherOwner : owner;
      expect((await pay(by, id, number)).statusCode).toBe(200);
    }
    const sixth = await pay(owner, shipments[6] as string, number);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'Too many payment requests to this number. Please wait 10 minutes before trying again.',
    );
    // Nothing was stored for the refused prompt, and the shipment may be paid from another number.
    const stored = await t.db
      .select()
      .from(moneyTransfers)
      .where(eq(moneyTransfers.shipmentId, shipments[6] as string));
    expect(stored).toEqual([]);
    expect((await pay(owner, shipments[6] as string, '0763 456 222')).statusCode).toBe(200);
  });

  it('says on the prompt who asks: Njira and the owner’s company', async () => {
    const id = await unpaid(owner);
    expect((await pay(owner, id, '0763 456 333')).statusCode).toBe(200);
    const [deposit] = await t.db.select().from(moneyTransfers).where(eq(moneyTransfers.shipmentId, id));
    expect(deposit?.customerMessage).toBe(paymentPromptMessage(owner.user.companyName));
    expect(deposit?.customerMessage).toMatch(/^Njira [A-Za-z0-9 ]+$/);
  });
});
