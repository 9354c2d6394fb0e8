import {
  depositCompletedLines,
  escrowRefundedLines,
  escrowReleasedLines,
  type LedgerAccountRef,
  type LedgerLine,
  payoutCompletedLines,
  refundCompletedLines,
  splitNgwee,
} from '@njira/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUp } from '../../../test/factories.ts';
import { makeShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { JournalEntryKind } from '../../db/schema/ledger.ts';
import { accountKey, balances, escrowHeld, postEntry } from './ledger.ts';

let t: TestContext;
let owner: Actor;
let transporter: Actor;
const shipmentIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, 'cargo-owner');
  transporter = await signUp(t.app, 'transporter');
  for (let i = 0; i < 4; i++) shipmentIds.push(await makeShipment(t, { owner, transporter, paid: false }));
});
afterAll(() => t.close());

let keys = 0;
/** Posts one entry in its own transaction; the id, or null when the key was already posted. */
function post(kind: JournalEntryKind, lines: LedgerLine[], key = `${kind}:${++keys}`, shipmentId?: string) {
  return t.db.transaction((tx) =>
    postEntry(tx, { kind, idempotencyKey: key, shipmentId, memo: kind, lines }),
  );
}

/** PostgreSQL's message for a refused statement (Drizzle wraps it as the cause), or 'not refused'. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'not refused';
  } catch (e) {
    const error = e as Error & { cause?: Error };
    return error.cause?.message ?? error.message;
  }
}

async function sumOfAllLines(): Promise<number> {
  const r = await t.db.execute<{ total: string | null }>(
    sql`select sum(amount_ngwee)::text as total from journal_lines`,
  );
  return Number(r.rows[0]?.total ?? 0);
}

async function unbalancedEntries(): Promise<number> {
  const r = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select entry_id from journal_lines group by entry_id having sum(amount_ngwee) <> 0) x`,
  );
  return r.rows[0]?.n ?? 0;
}

describe('the ledger', () => {
  it('posts an entry once per idempotency key', async () => {
    const shipmentId = shipmentIds[0] as string;
    const first = await post(
      'deposit_completed',
      depositCompletedLines(shipmentId, 10_000),
      'once:1',
      shipmentId,
    );
    const again = await post(
      'deposit_completed',
      depositCompletedLines(shipmentId, 10_000),
      'once:1',
      shipmentId,
    );
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(await escrowHeld(t.db, shipmentId)).toBe(10_000);
  });

  it('refuses, at commit, an entry whose lines do not sum to zero, and one with a single line', async () => {
    const clearing: LedgerAccountRef = { kind: 'provider_clearing' };
    const revenue: LedgerAccountRef = { kind: 'platform_revenue' };
    expect(
      await refusal(
        post('escrow_released', [
          { account: clearing, amountNgwee: 100 },
          { account: revenue, amountNgwee: -99 },
        ]),
      ),
    ).toMatch(/does not balance: 2 lines summing to 1 ngwee/);
    expect(await refusal(post('escrow_released', [{ account: clearing, amountNgwee: 100 }]))).toMatch(
      /has fewer than two lines|does not balance: 1 lines/,
    );
    expect(await unbalancedEntries()).toBe(0);
  });

  it('refuses to change or delete what is written', async () => {
    expect(
      await refusal(t.db.execute(sql`update journal_lines set amount_ngwee = amount_ngwee * 2`)),
    ).toMatch(/append-only: UPDATE on journal_lines/);
    expect(await refusal(t.db.execute(sql`delete from journal_entries`))).toMatch(/append-only: DELETE/);
    expect(await refusal(t.db.execute(sql`truncate journal_lines cascade`))).toMatch(/append-only: TRUNCATE/);
  });

  it('keeps every entry balanced and the books at zero over random flows', async () => {
    // A model of one shipment's money: held in escrow, owed back to the owner, owed to the
    // transporter; and of the accounts every flow touches.
    type Action =
      | { type: 'deposit'; s: number; amount: number }
      | { type: 'release'; s: number; share: number }
      | { type: 'refund'; s: number; share: number }
      // A dispute resolved: a part refunded to the owner, the rest released 80/20; escrow is empty.
      | { type: 'dispute'; s: number; share: number }
      | { type: 'payout'; fail: boolean }
      | { type: 'refundPaid'; fail: boolean }
      | { type: 'replay' };
    const action = fc.oneof(
      fc.record({
        type: fc.constant('deposit' as const),
        s: fc.nat(3),
        amount: fc.integer({ min: 1, max: 5_000_000 }),
      }),
      fc.record({
        type: fc.constant('release' as const),
        s: fc.nat(3),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      fc.record({
        type: fc.constant('refund' as const),
        s: fc.nat(3),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      fc.record({
        type: fc.constant('dispute' as const),
        s: fc.nat(3),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      fc.record({ type: fc.constant('payout' as const), fail: fc.boolean() }),
      fc.record({ type: fc.constant('refundPaid' as const), fail: fc.boolean() }),
      fc.record({ type: fc.constant('replay' as const) }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (actions: Action[]) => {
        const before = await balances(t.db, [
          { kind: 'provider_clearing' },
          { kind: 'platform_revenue' },
          { kind: 'owner_funding', userId: owner.user.id },
          { kind: 'transporter_payable', userId: transporter.user.id },
          ...shipmentIds.map((shipmentId): LedgerAccountRef => ({ kind: 'escrow', shipmentId })),
        ]);
        const held = shipmentIds.map((id) => 0 - (before.get(`escrow:${id}`) ?? 0));
        let clearing = before.get('provider_clearing') ?? 0;
        let revenue = 0 - (before.get('platform_revenue') ?? 0);
        let owedOwner = 0 - (before.get(`owner_funding:${owner.user.id}`) ?? 0);
        let payable = 0 - (before.get(`transporter_payable:${transporter.user.id}`) ?? 0);
        let lastKey: { kind: JournalEntryKind; key: string; lines: LedgerLine[] } | null = null;

        const record = async (kind: JournalEntryKind, lines: LedgerLine[], shipmentId?: string) => {
          const key = `${kind}:${++keys}`;
          expect(await post(kind, lines, key, shipmentId)).toEqual(expect.any(String));
          lastKey = { kind, key, lines };
        };

        for (const a of actions) {
          if (a.type === 'deposit') {
            await record(
              'deposit_completed',
              depositCompletedLines(shipmentIds[a.s] as string, a.amount),
              shipmentIds[a.s],
            );
            held[a.s] = (held[a.s] ?? 0) + a.amount;
            clearing += a.amount;
          } else if (a.type === 'release' || a.type === 'refund') {
            const amount = Math.floor((held[a.s] ?? 0) * a.share);
            if (amount === 0) continue;
            const id = shipmentIds[a.s] as string;
            if (a.type === 'release') {
              await record('escrow_released', escrowReleasedLines(id, transporter.user.id, amount), id);
              const { platformFeeNgwee, transporterNgwee } = splitNgwee(amount);
              revenue += platformFeeNgwee;
              payable += transporterNgwee;
            } else {
              await record('escrow_refunded', escrowRefundedLines(id, owner.user.id, amount), id);
              owedOwner += amount;
            }
            held[a.s] = (held[a.s] ?? 0) - amount;
          } else if (a.type === 'dispute') {
            const id = shipmentIds[a.s] as string;
            const all = held[a.s] ?? 0;
            const part = Math.floor(all * a.share);
            if (part > 0) {
              await record('escrow_refunded', escrowRefundedLines(id, owner.user.id, part), id);
              owedOwner += part;
            }
            if (all - part > 0) {
              await record('escrow_released', escrowReleasedLines(id, transporter.user.id, all - part), id);
              const { platformFeeNgwee, transporterNgwee } = splitNgwee(all - part);
              revenue += platformFeeNgwee;
              payable += transporterNgwee;
            }
            held[a.s] = 0;
            expect(await escrowHeld(t.db, id)).toBe(0);
            expect(await sumOfAllLines()).toBe(0);
          } else if (a.type === 'payout') {
            // A failed payout posts nothing: the money stays payable, to be tried again.
            if (a.fail || payable === 0) continue;
            await record('payout_completed', payoutCompletedLines(transporter.user.id, payable));
            clearing -= payable;
            payable = 0;
          } else if (a.type === 'refundPaid') {
            if (a.fail || owedOwner === 0) continue;
            await record('refund_completed', refundCompletedLines(owner.user.id, owedOwner));
            clearing -= owedOwner;
            owedOwner = 0;
          } else if (lastKey) {
            // A duplicate callback: the same key again writes nothing.
            const { kind, key, lines } = lastKey;
            expect(await post(kind, lines, key)).toBeNull();
          }
        }

        const after = await balances(t.db, [
          { kind: 'provider_clearing' },
          { kind: 'platform_revenue' },
          { kind: 'owner_funding', userId: owner.user.id },
          { kind: 'transporter_payable', userId: transporter.user.id },
        ]);
        expect(after.get('provider_clearing')).toBe(clearing);
        expect(0 - (after.get('platform_revenue') ?? 0)).toBe(revenue);
        expect(0 - (after.get(accountKey({ kind: 'owner_funding', userId: owner.user.id })) ?? 0)).toBe(
          owedOwner,
        );
        expect(
          0 - (after.get(accountKey({ kind: 'transporter_payable', userId: transporter.user.id })) ?? 0),
        ).toBe(payable);
        for (const [i, id] of shipmentIds.entries()) {
          const escrow = await escrowHeld(t.db, id);
          expect(escrow).toBe(held[i]);
          expect(escrow).toBeGreaterThanOrEqual(0);
        }
        // What the provider holds is exactly what the platform owes plus what it earned.
        expect(clearing).toBe(held.reduce((s, h) => s + (h ?? 0), 0) + owedOwner + payable + revenue);
        expect(await sumOfAllLines()).toBe(0);
        expect(await unbalancedEntries()).toBe(0);
      }),
      { numRuns: 40 },
    );
  });

  it('opens an account once when two transactions open it at the same time', async () => {
    const shipmentId = await makeShipment(t, { owner, transporter, paid: false });
    await Promise.all(
      [1, 2, 3, 4].map((i) =>
        post('deposit_completed', depositCompletedLines(shipmentId, 100 * i), `race:${i}`, shipmentId),
      ),
    );
    const r = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_accounts where kind = 'escrow' and shipment_id = ${shipmentId}`,
    );
    expect(r.rows[0]?.n).toBe(1);
  });
});
