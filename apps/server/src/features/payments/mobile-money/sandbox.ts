import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  type DepositRequest,
  GatewayUnavailableError,
  type IncomingCallback,
  type Initiation,
  type MobileMoneyGateway,
  type PaymentKind,
  type PaymentState,
  type PaymentStatus,
  type PayoutRequest,
  type RefundRequest,
  type Wallet,
} from './gateway.ts';
import { verifyMessage } from './http-signatures.ts';
import {
  CALLBACK_PATHS,
  CALLBACK_RETRY,
  callbackBody,
  claimCallbacks,
  parseCallback,
  pollEvery,
  postCallback,
  providerTransactionId,
  recordDelivery,
  type SandboxKeys,
  type SandboxRow,
  type SandboxState,
  sandboxKeys,
  settleAssignments,
  settledColumn,
} from './sandbox-callbacks.ts';
import { isUuid, refundRejection, rejection, type Scenario, scenarioFor } from './sandbox-scenarios.ts';

export interface SandboxOptions {
  db: Db;
  /** The origin callbacks are posted to, e.g. 'http://127.0.0.1:3000' (this server). */
  callbackBaseUrl: () => string;
  /** How long after initiation an operation reaches its final status (default 3 s). */
  settleAfterMs?: number;
  now?: () => Date;
  fetch?: typeof fetch;
}

export type SandboxGateway = MobileMoneyGateway & {
  /** Sends due callbacks every 250 ms until `stop`. */
  start(): void;
  /** Claims nothing more and waits for the round under way. */
  stop(): Promise<void>;
  /** One round of the callback sender: the callbacks it posted (0 when none was due). */
  sendDueCallbacks(): Promise<number>;
};

interface Context {
  db: Db;
  now: () => Date;
  settleAfterMs: number;
  keys: () => Promise<SandboxKeys>;
  sendOne: (row: SandboxRow) => Promise<void>;
}

/** One operation as stored: what the callback and `status()` need, and the request as received. */
interface NewOperation {
  kind: PaymentKind;
  id: string;
  amountNgwee: number;
  request: object;
  wallet: Wallet;
  customerMessage?: string | undefined;
}

/** An initiation's answer, and the row whose callback it must post before answering (out of order). */
interface Inserted {
  answer: Initiation;
  stored?: SandboxRow | undefined;
}

const BATCH = 20;

/**
 * The local stand-in for pawaPay (issue 26), the default gateway: it keeps pawaPay v2's contract —
 * its statuses, callback bodies, failure codes, signed callbacks and idempotent ids — and chooses
 * each outcome by the test number as pawaPay's sandbox does (`sandbox-scenarios.ts`), so the whole
 * payment flow runs, and fails the ways production can, without a pawaPay account. Its records are
 * in `mobile_money_sandbox`, so several instances and a restart behave as one provider.
 */
export function createSandboxGateway(options: SandboxOptions): SandboxGateway {
  const now = options.now ?? (() => new Date());
  const keys = sandboxKeys(options.db);
  const fetchImpl = options.fetch ?? fetch;
  const post = async (row: SandboxRow) => {
    const body = row.state.callback ?? callbackBody(row);
    const at = now();
    const deps = { baseUrl: options.callbackBaseUrl(), keys: await keys(), fetch: fetchImpl, now: at };
    const result = await postCallback(deps, row.kind, body);
    await recordDelivery(options.db, row, { ...result, body, at });
  };
  // The initiation's own post (out of order): should even recording it fail, the claim has already
  // moved the row's next callback on, and the sender posts it again then.
  const sendOne = (row: SandboxRow) =>
    post(row).catch((err: unknown) => console.warn('mobile-money sandbox: early callback failed', err));
  const ctx: Context = { db: options.db, now, settleAfterMs: options.settleAfterMs ?? 3_000, keys, sendOne };
  const sendDueCallbacks = async () => {
    const rows = await claimCallbacks(options.db, now(), { limit: BATCH });
    for (const row of rows) await post(row);
    return rows.length;
  };
  const worker = pollEvery(250, sendDueCallbacks);
  return {
    name: 'sandbox',
    deposit: (r) => available(() => initiate(ctx, 'deposit', r.depositId, r, r.payer)),
    payout: (r) => available(() => initiate(ctx, 'payout', r.payoutId, r, r.recipient)),
    refund: (r) => available(() => refund(ctx, r)),
    status: (kind, id) => available(() => readStatus(options.db, kind, id, now())),
    verifyCallback: (kind, callback) => verifyCallback(ctx, kind, callback),
    start: worker.start,
    stop: worker.stop,
    sendDueCallbacks,
  };
}

/** A database failure is the provider not answering: the caller retries with the same id. */
async function available<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof GatewayUnavailableError) throw err;
    throw new GatewayUnavailableError(`mobile-money sandbox unavailable: ${String(err)}`, { cause: err });
  }
}

const duplicate: Initiation = { status: 'DUPLICATE_IGNORED' };

async function exists(db: DbOrTx, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const { rows } = await db.execute(sql`select 1 from mobile_money_sandbox where id = ${id}`);
  return rows.length > 0;
}

/** A deposit or payout: a known id is a duplicate; a malformed request is rejected; else stored. */
async function initiate(
  ctx: Context,
  kind: 'deposit' | 'payout',
  id: string,
  r: DepositRequest | PayoutRequest,
  wallet: Wallet,
): Promise<Initiation> {
  if (await exists(ctx.db, id)) return duplicate;
  const op = { kind, id, amountNgwee: r.amountNgwee, request: r, wallet, customerMessage: r.customerMessage };
  const failure = rejection(op);
  if (failure) return { status: 'REJECTED', failure };
  const { answer, stored } = await insertOperation(
    ctx.db,
    op,
    scenarioFor(kind, wallet),
    ctx.now(),
    ctx.settleAfterMs,
  );
  if (stored) await ctx.sendOne(stored);
  return answer;
}

/**
 * A refund of a deposit: refused unless the deposit COMPLETED, no other refund of it is under way
 * and the refunds stay within its amount. The deposit's row stays locked until the refund is
 * stored, so two refunds at once cannot both pass the check.
 */
async function refund(ctx: Context, r: RefundRequest): Promise<Initiation> {
  if (await exists(ctx.db, r.refundId)) return duplicate;
  const failure = rejection({ id: r.refundId, amountNgwee: r.amountNgwee });
  if (failure) return { status: 'REJECTED', failure };
  const at = ctx.now();
  const { answer, stored } = await ctx.db.transaction(async (tx): Promise<Inserted> => {
    const deposit = isUuid(r.depositId) ? await lockDeposit(tx, r.depositId, at) : null;
    const refunds = await refundsOf(tx, r.depositId, at);
    const refused = refundRejection({ deposit, ...refunds, amountNgwee: r.amountNgwee });
    if (!deposit || refused) return { answer: { status: 'REJECTED', failure: refused ?? undefined } };
    const op = {
      kind: 'refund' as const,
      id: r.refundId,
      amountNgwee: r.amountNgwee,
      request: r,
      wallet: deposit.wallet,
    };
    return insertOperation(tx, op, scenarioFor('refund', deposit.wallet), at, ctx.settleAfterMs);
  });
  if (stored) await ctx.sendOne(stored);
  return answer;
}

async function lockDeposit(tx: DbOrTx, depositId: string, at: Date) {
  const { rows } = await tx.execute<{ status: string; amount_ngwee: number; state: SandboxState }>(sql`
    select ${settledColumn('status', at)} as status, amount_ngwee, state from mobile_money_sandbox
    where id = ${depositId} and kind = 'deposit' for update`);
  const row = rows[0];
  return row ? { status: row.status, amountNgwee: row.amount_ngwee, wallet: row.state.wallet } : null;
}

async function refundsOf(tx: DbOrTx, depositId: string, at: Date) {
  const status = settledColumn('status', at);
  const { rows } = await tx.execute<{ refunded: number; pending: boolean }>(sql`
    select coalesce(sum(amount_ngwee) filter (where ${status} = 'COMPLETED'), 0)::bigint as refunded,
           coalesce(bool_or(${status} in ('ACCEPTED', 'PROCESSING')), false) as pending
    from mobile_money_sandbox where kind = 'refund' and request->>'depositId' = ${depositId}`);
  return { refundedNgwee: Number(rows[0]?.refunded ?? 0), refundPending: rows[0]?.pending ?? false };
}

/**
 * Inserts the operation, ACCEPTED until `settles_at`, its callback due then (none when the scenario
 * sends none). An out-of-order one settles at once and is held back from the sender for a retry's
 * wait: it is claimed and posted by the initiation itself (`stored`). A repeated id, inserted
 * meanwhile by another call, is a duplicate and changes nothing.
 */
async function insertOperation(
  db: DbOrTx,
  op: NewOperation,
  scenario: Scenario,
  at: Date,
  settleAfterMs: number,
): Promise<Inserted> {
  const early = scenario.delivery === 'early';
  const settlesAt = new Date(at.getTime() + (early ? 0 : settleAfterMs));
  const nextCallbackAt =
    scenario.delivery === 'none' ? null : early ? new Date(at.getTime() + CALLBACK_RETRY.baseMs) : settlesAt;
  const state: SandboxState = { ...scenario, wallet: op.wallet, customerMessage: op.customerMessage };
  const { rows } = await db.execute(sql`
    insert into mobile_money_sandbox
      (id, kind, request, status, amount_ngwee, state, created_at, settles_at, next_callback_at)
    values (${op.id}, ${op.kind}, ${JSON.stringify(op.request)}::jsonb, 'ACCEPTED', ${op.amountNgwee},
      ${JSON.stringify(state)}::jsonb, ${at}::timestamptz, ${settlesAt}::timestamptz, ${nextCallbackAt}::timestamptz)
    on conflict (id) do nothing
    returning id`);
  if (rows.length === 0) return { answer: duplicate };
  if (!early) return { answer: { status: 'ACCEPTED' } };
  const [claimed] = await claimCallbacks(db, at, { id: op.id });
  return { answer: { status: 'ACCEPTED' }, stored: claimed };
}

/** Where an operation stands, its final status stored once `settles_at` has passed. */
async function readStatus(db: Db, kind: PaymentKind, id: string, at: Date): Promise<PaymentState> {
  if (!isUuid(id)) return { kind, id, status: 'NOT_FOUND' };
  await db.execute(sql`
    update mobile_money_sandbox set ${settleAssignments(at)}
    where id = ${id} and kind = ${kind} and status = 'ACCEPTED' and settles_at <= ${at}::timestamptz`);
  const { rows } = await db.execute<SandboxRow & Record<string, unknown>>(sql`
    select id, kind, status, amount_ngwee, failure_code, failure_message, state, created_at
    from mobile_money_sandbox where id = ${id} and kind = ${kind}`);
  const row = rows[0];
  if (!row) return { kind, id, status: 'NOT_FOUND' };
  const status = row.status as PaymentStatus;
  return {
    kind,
    id,
    status,
    amountNgwee: row.amount_ngwee,
    providerTransactionId: status === 'COMPLETED' ? providerTransactionId(id) : undefined,
    failure:
      status === 'FAILED' ? { code: row.failure_code ?? '', message: row.failure_message ?? '' } : undefined,
  };
}

/**
 * A callback's state when it was posted to `kind`'s callback path, carries a valid signature by the
 * sandbox's key over this body, and is a well-formed callback of `kind`; else null.
 */
async function verifyCallback(
  ctx: Context,
  kind: PaymentKind,
  callback: IncomingCallback,
): Promise<PaymentState | null> {
  if (callback.method.toUpperCase() !== 'POST') return null;
  if (callback.path.split('?')[0] !== CALLBACK_PATHS[kind]) return null;
  const { verifying } = await ctx.keys();
  const authentic = (() => {
    try {
      return verifyMessage(callback, [verifying], ctx.now());
    } catch {
      return false;
    }
  })();
  return authentic ? parseCallback(kind, callback.rawBody) : null;
}
