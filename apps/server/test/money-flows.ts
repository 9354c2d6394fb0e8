import type { ShipmentPayment } from '@njira/domain';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { moneyTransfers } from '../src/db/schema/money-transfers.ts';
import { shipmentDisputes } from '../src/db/schema/shipment-disputes.ts';
import type { Actor } from './factories.ts';
import { getAs, makeShipment, patchShipment } from './shipment-factories.ts';
import type { TestContext } from './test-app.ts';

/**
 * Random money flows of one shipment, run through the API as people would (the owner pays with the
 * local mobile-money stand-in, the transporter moves and delivers, the owner disputes or confirms,
 * an admin resolves), and what the ledger then says of each shipment, read straight from its lines.
 */

/** pawaPay's Zambian sandbox number whose deposit completes (sandbox-scenarios.ts). */
/**
 * A number of its own for each payment (the sandbox completes any number outside pawaPay's table):
 * one number takes 5 payment prompts in 10 minutes (issue 39), and the flows pay many.
 */
let wallets = 0;
const completing = () => ({ provider: 'MTN_MOMO_ZMB', phoneNumber: `096${6_000_000 + ++wallets}` }) as const;

export type Step =
  | 'pay'
  | 'on the road'
  | 'deliver'
  | 'confirm delivery'
  | 'dispute'
  | { resolve: 'release' | 'refund' }
  /** Refund this many thousandths of what is held, the rest released. */
  | { resolve: 'partial_refund'; perMille: number };

export interface Flow {
  /** The accepted bid, in ngwee. */
  amountNgwee: number;
  steps: Step[];
}

const road = fc.constantFrom<Step[]>(['on the road'], ['deliver']);
const resolution = fc.oneof(
  fc.constant<Step>({ resolve: 'release' }),
  fc.constant<Step>({ resolve: 'refund' }),
  fc.integer({ min: 1, max: 999 }).map<Step>((perMille) => ({ resolve: 'partial_refund', perMille })),
);

/** Only the sequences the product allows: pay first; a dispute from pickup on; a confirmation once delivered. */
export const flowArb: fc.Arbitrary<Flow> = fc.record({
  amountNgwee: fc.integer({ min: 200, max: 5_000_000 }),
  steps: fc.oneof(
    { weight: 1, arbitrary: fc.constant<Step[]>([]) },
    { weight: 1, arbitrary: fc.constantFrom<Step[]>(['pay'], ['pay', 'on the road'], ['pay', 'deliver']) },
    { weight: 2, arbitrary: fc.constant<Step[]>(['pay', 'deliver', 'confirm delivery']) },
    { weight: 1, arbitrary: road.map((r) => ['pay', ...r, 'dispute'] as Step[]) },
    {
      weight: 4,
      arbitrary: fc.tuple(road, resolution).map(([r, o]) => ['pay', ...r, 'dispute', o] as Step[]),
    },
  ),
});

export interface Parties {
  owner: Actor;
  transporter: Actor;
  admin: Actor;
}

async function expectOk(res: Promise<{ statusCode: number; body: string }>, what: string) {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${what} failed: ${r.statusCode} ${r.body}`);
}

async function paymentOf(t: TestContext, actor: Actor, id: string): Promise<ShipmentPayment> {
  return (await getAs(t, actor, `/api/shipments/${id}/payment`)).json() as ShipmentPayment;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Accepts a bid of the flow's amount and runs its steps; the shipment's id. */
export async function runFlow(t: TestContext, p: Parties, flow: Flow): Promise<string> {
  const amount = flow.amountNgwee / 100;
  const id = await makeShipment(t, {
    owner: p.owner,
    transporter: p.transporter,
    amount,
    paid: false,
    load: { maxBudget: 100_000 },
  });
  const post = (actor: Actor, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: actor.auth, ...(payload ? { payload } : {}) });
  for (const step of flow.steps) {
    if (step === 'pay') {
      await expectOk(post(p.owner, `/api/shipments/${id}/payment`, completing()), 'pay');
      await until(async () => (await paymentOf(t, p.owner, id)).status === 'held', 'the deposit');
    } else if (step === 'on the road') {
      await expectOk(patchShipment(t, p.transporter, id, { status: 'IN_TRANSIT' }), step);
    } else if (step === 'deliver') {
      await expectOk(patchShipment(t, p.transporter, id, { status: 'DELIVERED' }), step);
    } else if (step === 'confirm delivery') {
      await expectOk(post(p.owner, `/api/shipments/${id}/payment/release`), step);
    } else if (step === 'dispute') {
      await expectOk(
        post(p.owner, `/api/shipments/${id}/dispute`, { reason: 'Two pallets arrived crushed.' }),
        step,
      );
    } else {
      const [dispute] = await t.db
        .select({ id: shipmentDisputes.id })
        .from(shipmentDisputes)
        .where(eq(shipmentDisputes.shipmentId, id));
      const held = Math.round((await paymentOf(t, p.admin, id)).held * 100);
      const refund =
        step.resolve === 'partial_refund' ? Math.max(1, Math.floor((held * step.perMille) / 1000)) : 0;
      const body = {
        outcome: step.resolve,
        reason: 'Decided on the photos.',
        ...(refund ? { refundAmount: refund / 100 } : {}),
      };
      await expectOk(post(p.admin, `/api/admin/disputes/${dispute?.id}/resolve`, body), 'resolve');
    }
  }
  return id;
}

/** Waits until the provider has answered every payout and refund of these shipments. */
export function settled(t: TestContext, ids: readonly string[]): Promise<void> {
  return until(async () => {
    const open = await t.db
      .select({ id: moneyTransfers.id })
      .from(moneyTransfers)
      .where(
        and(
          inArray(moneyTransfers.shipmentId, [...ids]),
          inArray(moneyTransfers.status, ['PENDING', 'ACCEPTED']),
        ),
      )
      .limit(1);
    return open.length === 0;
  }, 'the payouts and refunds');
}
