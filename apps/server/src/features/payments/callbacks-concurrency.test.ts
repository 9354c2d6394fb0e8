import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUp } from '../../../test/factories.ts';
import { makeShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { moneyTransfers } from '../../db/schema/money-transfers.ts';
import { escrowHeld } from '../ledger/ledger.ts';
import { signMessage } from './mobile-money/http-signatures.ts';
import {
  CALLBACK_PATHS,
  callbackBody,
  type SandboxKeys,
  sandboxKeys,
} from './mobile-money/sandbox-callbacks.ts';

/**
 * Issue 26's bar: 1,000 concurrent callbacks for 100 deposits apply each exactly once. The callbacks
 * are pawaPay's (the sandbox's bodies, signed with its key, as it posts them): per deposit nine
 * copies of the COMPLETED callback, each signed on its own as a retry is, and one PROCESSING that
 * arrives out of order, all shuffled and sent 50 at a time.
 */

const DEPOSITS = 100;
const PER_DEPOSIT = 10;
const IN_FLIGHT = 50;
const AMOUNT_NGWEE = 1_200_000;
const AUTHORITY = 'njira.test';
const WALLET = { provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456789' } as const;

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let keys: SandboxKeys;

beforeAll(async () => {
  t = await createTestApp();
  [owner, transporter] = await Promise.all([signUp(t.app, 'cargo-owner'), signUp(t.app, 'transporter')]);
  keys = await sandboxKeys(t.db)();
}, 60_000);
afterAll(async () => t?.close());

/** Runs the tasks with at most `limit` under way at once; their results in order. */
async function bounded<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < tasks.length; i = next++) results[i] = await (tasks[i] as () => Promise<T>)();
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** 100 unpaid shipments, each with a deposit the provider accepted (as `EscrowService.pay` leaves it). */
async function depositsWaitingForCallbacks() {
  const shipmentIds = await bounded(
    Array.from({ length: DEPOSITS }, () => () => makeShipment(t, { owner, transporter, paid: false })),
    10,
  );
  const deposits = await t.db
    .insert(moneyTransfers)
    .values(
      shipmentIds.map((shipmentId) => ({
        kind: 'deposit' as const,
        shipmentId,
        userId: owner.user.id,
        gateway: 'sandbox',
        provider: WALLET.provider,
        phoneNumber: WALLET.phoneNumber,
        amountNgwee: AMOUNT_NGWEE,
        status: 'ACCEPTED' as const,
      })),
    )
    .returning({
      id: moneyTransfers.id,
      shipmentId: moneyTransfers.shipmentId,
      createdAt: moneyTransfers.createdAt,
    });
  return deposits;
}

/** The deposit's callback with `status`, as the sandbox writes and signs it. */
function signedCallback(deposit: { id: string; createdAt: Date }, status: 'COMPLETED' | 'PROCESSING') {
  const body = callbackBody({
    id: deposit.id,
    kind: 'deposit',
    status,
    amount_ngwee: AMOUNT_NGWEE,
    failure_code: null,
    failure_message: null,
    state: { outcome: { status }, delivery: 'once', wallet: WALLET },
    created_at: deposit.createdAt,
  });
  const path = CALLBACK_PATHS.deposit;
  const headers = { 'content-type': 'application/json', host: AUTHORITY };
  const signed = signMessage(
    { method: 'POST', path, authority: AUTHORITY, headers, body: Buffer.from(body) },
    keys.signing,
  );
  return () => t.app.inject({ method: 'POST', url: path, headers: { ...headers, ...signed }, payload: body });
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await t.db.execute<{ n: string }>(query)).rows[0]?.n);

describe('POST /api/payments/callbacks/deposits under load', () => {
  it('applies 1,000 concurrent callbacks for 100 deposits each exactly once', async () => {
    const deposits = await depositsWaitingForCallbacks();
    const calls = deposits.flatMap((d) =>
      Array.from({ length: PER_DEPOSIT }, (_, i) =>
        signedCallback(d, i === PER_DEPOSIT - 1 ? 'PROCESSING' : 'COMPLETED'),
      ),
    );
    // Shuffled (Fisher–Yates), so a PROCESSING may come before or after its COMPLETED copies.
    for (let i = calls.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [calls[i], calls[j]] = [calls[j] as (typeof calls)[number], calls[i] as (typeof calls)[number]];
    }
    expect(calls).toHaveLength(1_000);

    const answers = await bounded(calls, IN_FLIGHT);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    const ids = sql.join(
      deposits.map((d) => sql`${d.id}::uuid`),
      sql`, `,
    );
    const shipmentIds = sql.join(
      deposits.map((d) => sql`${d.shipmentId}::uuid`),
      sql`, `,
    );
    expect(
      await count(
        sql`select count(*) as n from money_transfers where id in (${ids}) and status = 'COMPLETED'`,
      ),
    ).toBe(DEPOSITS);
    // One deposit_completed entry per deposit, no more.
    const perDeposit = await t.db.execute<{ transfer_id: string; n: string }>(sql`
      select transfer_id, count(*) as n from journal_entries
      where kind = 'deposit_completed' and transfer_id in (${ids}) group by transfer_id`);
    expect(perDeposit.rows).toHaveLength(DEPOSITS);
    expect(perDeposit.rows.every((r) => Number(r.n) === 1)).toBe(true);
    // Escrow holds each shipment's amount once; every entry balances, so the ledger sums to zero.
    const held = await Promise.all(deposits.map((d) => escrowHeld(t.db, d.shipmentId)));
    expect(new Set(held)).toEqual(new Set([AMOUNT_NGWEE]));
    expect(await count(sql`select coalesce(sum(amount_ngwee), 0) as n from journal_lines`)).toBe(0);
    // One PAYMENT_RECEIVED log entry per deposit (both parties told once).
    const logged = await t.db.execute<{ shipment_id: string; n: string }>(sql`
      select shipment_id, count(*) as n from activities
      where type = 'PAYMENT_RECEIVED' and shipment_id in (${shipmentIds}) group by shipment_id`);
    expect(logged.rows).toHaveLength(DEPOSITS);
    expect(logged.rows.every((r) => Number(r.n) === 1)).toBe(true);
  }, 60_000);
});
