import type { AdminReconciliation } from '@njira/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { moneyTransfers } from '../../db/schema/money-transfers.ts';

/** The admin's reconciliation against the sandbox, which answers status asks from its own records. */

const COMPLETES_WITHOUT_CALLBACK = { provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456901' } as const;
const NEVER_SETTLES = { provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456129' } as const;

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let admin: Actor;

beforeAll(async () => {
  // No listener: the sandbox's callbacks never arrive; the status check is the only way to settle.
  t = await createTestApp({}, { payments: { sandboxSettleMs: 30 } });
  [owner, transporter] = await Promise.all([signUp(t.app, 'cargo-owner'), signUp(t.app, 'transporter')]);
  admin = await makeAdmin(t.app, t.db);
}, 60_000);
afterAll(() => t.close());

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function pay(wallet: object): Promise<string> {
  const id = await makeShipment(t, { owner, transporter, amount: 7_500, paid: false });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/shipments/${id}/payment`,
    headers: owner.auth,
    payload: wallet,
  });
  expect(res.statusCode).toBe(200);
  return id;
}

async function reconcile(): Promise<AdminReconciliation> {
  const res = await getAs(t, admin, '/api/admin/reconciliation');
  expect(res.statusCode).toBe(200);
  return res.json() as AdminReconciliation;
}

async function transferOf(shipmentId: string) {
  const [row] = await t.db.select().from(moneyTransfers).where(eq(moneyTransfers.shipmentId, shipmentId));
  if (!row) throw new Error('no transfer');
  return row;
}

describe('GET /api/admin/reconciliation', () => {
  it('lists a deposit completed at the provider whose callback never came: not posted in the ledger', async () => {
    const id = await pay(COMPLETES_WITHOUT_CALLBACK);
    await wait(60); // past the sandbox's approval time
    const deposit = await transferOf(id);
    const report = await reconcile();
    expect(report.differences).toEqual([
      {
        transferId: deposit.id,
        kind: 'deposit',
        shipmentId: id,
        ourStatus: 'ACCEPTED',
        providerStatus: 'COMPLETED',
        problem: 'not_posted',
      },
    ]);
    expect(report.transfersChecked).toBe(1);
    expect(report.ledger).toEqual({ balanced: true, clearing: 0, liabilities: 0 });

    // The status check settles it: the deposit is posted, and then everything matches.
    await t.db.execute(sql`update money_transfers set next_check_at = now() where id = ${deposit.id}`);
    expect(await t.app.escrow.checkDue()).toBeGreaterThanOrEqual(1);
    const after = await reconcile();
    expect(after.differences).toEqual([]);
    expect(after.ledger).toEqual({ balanced: true, clearing: 7_500, liabilities: 7_500 });
  });

  it('lists a transfer with no final status long after it started as stuck', async () => {
    const id = await pay(NEVER_SETTLES);
    await wait(60); // past the sandbox's approval time: it stays PROCESSING
    const deposit = await transferOf(id);
    expect((await reconcile()).differences.filter((d) => d.transferId === deposit.id)).toEqual([]);
    await t.db.execute(
      sql`update money_transfers set created_at = now() - interval '2 hours' where id = ${deposit.id}`,
    );
    expect((await reconcile()).differences.filter((d) => d.transferId === deposit.id)).toEqual([
      expect.objectContaining({ ourStatus: 'ACCEPTED', providerStatus: 'PROCESSING', problem: 'stuck' }),
    ]);
    // Settled for the next test: the provider failed it, and so do we.
    await t.db.execute(sql`update money_transfers set status = 'FAILED' where id = ${deposit.id}`);
  });

  it('lists a completed deposit that the ledger never posted and the provider does not know', async () => {
    const id = await makeShipment(t, { owner, transporter, amount: 1_000, paid: false });
    const [row] = await t.db
      .insert(moneyTransfers)
      .values({
        kind: 'deposit',
        shipmentId: id,
        userId: owner.user.id,
        gateway: 'sandbox',
        provider: 'MTN_MOMO_ZMB',
        phoneNumber: '260763456789',
        amountNgwee: 100_000,
        status: 'COMPLETED',
        finishedAt: new Date(),
      })
      .returning({ id: moneyTransfers.id });
    const listed = (await reconcile()).differences.filter((d) => d.transferId === row?.id);
    expect(listed).toEqual([
      expect.objectContaining({ ourStatus: 'COMPLETED', providerStatus: 'NOT_FOUND', problem: 'not_posted' }),
    ]);
    await t.db.delete(moneyTransfers).where(eq(moneyTransfers.id, row?.id as string));
  });

  it('is for admins only', async () => {
    expect((await getAs(t, owner, '/api/admin/reconciliation')).statusCode).toBe(403);
    expect((await getAs(t, transporter, '/api/admin/reconciliation')).statusCode).toBe(403);
    expect((await getAs(t, null, '/api/admin/reconciliation')).statusCode).toBe(401);
  });
});
