import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { amountStringToNgwee, ngweeToAmountString } from '@njira/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { sharedSecret } from '../../../db/queries/server-secrets.ts';
import type { PaymentKind, PaymentState, Wallet } from './gateway.ts';
import { type SigningKey, signMessage, type VerifyingKey } from './http-signatures.ts';
import { CALLBACKS_WANTED, type Delivery, type Outcome } from './sandbox-scenarios.ts';

/** Where each kind's callback is posted, under the callback base URL (pawaPay's three callback URLs). */
export const CALLBACK_PATHS: Record<PaymentKind, string> = {
  deposit: '/api/payments/callbacks/deposits',
  payout: '/api/payments/callbacks/payouts',
  refund: '/api/payments/callbacks/refunds',
};

/** What the sandbox keeps beside the row's columns (`mobile_money_sandbox.state`). */
export interface SandboxState {
  outcome: Outcome;
  delivery: Delivery;
  /** The payer (deposit) or recipient (payout, refund) the callback names. */
  wallet: Wallet;
  customerMessage?: string | undefined;
  /** Tries of the callback now due, the one under way included. */
  attempts?: number;
  /** Callbacks answered 2xx so far. */
  sent?: number;
  /** The body as first sent: a repeat sends the same bytes. */
  callback?: string;
  deliveries?: { at: string; httpStatus?: number; error?: string }[];
}

export interface SandboxRow {
  id: string;
  kind: PaymentKind;
  status: string;
  amount_ngwee: number;
  failure_code: string | null;
  failure_message: string | null;
  state: SandboxState;
  /** A string as drizzle's `execute` reads timestamps. */
  created_at: Date | string;
}

/**
 * The status a row has at `now`: its scenario's final status once `settles_at` has passed (the
 * payer "approved"), else the stored one. The same for the failure columns.
 */
export function settledColumn(column: 'status' | 'failure_code' | 'failure_message', now: Date): SQL {
  const key = { status: 'status', failure_code: 'failureCode', failure_message: 'failureMessage' }[column];
  return sql`case when status = 'ACCEPTED' and settles_at <= ${now}::timestamptz
    then state->'outcome'->>${key} else ${sql.identifier(column)} end`;
}

/** The assignments that store a row's settled status (see `settledColumn`). */
export const settleAssignments = (now: Date): SQL =>
  sql`status = ${settledColumn('status', now)}, failure_code = ${settledColumn('failure_code', now)},
    failure_message = ${settledColumn('failure_message', now)}`;

/** The provider's transaction id the sandbox makes up for a completed operation. */
export const providerTransactionId = (id: string) => `SBX${id.replace(/-/g, '').slice(0, 12).toUpperCase()}`;

/**
 * The callback pawaPay v2 posts for a final operation (https://docs.pawapay.io/v2/api-reference/
 * deposits/deposit-callback, …/payouts/payout-callback, …/refunds/refund-callback): the id under
 * its kind's name, the status, the amount as a string in kwacha, currency and country, the payer
 * or recipient wallet, and the provider's transaction id or the failure reason.
 */
export function callbackBody(row: SandboxRow): string {
  const { outcome, wallet, customerMessage } = row.state;
  const party = {
    type: 'MMO',
    accountDetails: { phoneNumber: wallet.phoneNumber, provider: wallet.provider },
  };
  const body: Record<string, unknown> = {
    [`${row.kind}Id`]: row.id,
    status: outcome.status,
    amount: ngweeToAmountString(row.amount_ngwee),
    currency: 'ZMW',
    country: 'ZMB',
    [row.kind === 'deposit' ? 'payer' : 'recipient']: party,
  };
  if (customerMessage) body.customerMessage = customerMessage;
  body.created = new Date(row.created_at).toISOString().replace(/\.\d{3}Z$/, 'Z');
  if (outcome.status === 'COMPLETED') body.providerTransactionId = providerTransactionId(row.id);
  if (outcome.status === 'FAILED') {
    body.failureReason = { failureCode: outcome.failureCode, failureMessage: outcome.failureMessage };
  }
  return JSON.stringify(body);
}

/** What every callback carries beside its id (`depositId`, `payoutId` or `refundId`). */
const CallbackFields = z.object({
  status: z.enum(['COMPLETED', 'FAILED', 'PROCESSING']),
  amount: z.string(),
  currency: z.literal('ZMW'),
  providerTransactionId: z.string().optional(),
  failureReason: z
    .object({ failureCode: z.string().min(1), failureMessage: z.string().optional() })
    .optional(),
});

/** A callback body of `kind` as a PaymentState; null when it is not JSON or not that kind's shape. */
export function parseCallback(kind: PaymentKind, rawBody: Buffer): PaymentState | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const fields = CallbackFields.safeParse(json);
  const id = z.guid().safeParse((json as Record<string, unknown> | null)?.[`${kind}Id`]);
  if (!fields.success || !id.success) return null;
  const { status, amount, providerTransactionId, failureReason } = fields.data;
  const amountNgwee = amountStringToNgwee(amount);
  if (amountNgwee === null) return null;
  return {
    kind,
    id: id.data,
    status,
    amountNgwee,
    providerTransactionId,
    failure: failureReason
      ? { code: failureReason.failureCode, message: failureReason.failureMessage ?? '' }
      : undefined,
  };
}

export interface SandboxKeys {
  signing: SigningKey;
  verifying: VerifyingKey;
}

/**
 * The sandbox's callback-signing key pair (ECDSA P-256, keyId 'njira-sandbox'), made once and kept
 * as PEM in server_secrets, so every instance and a restarted server sign and verify alike. Loaded
 * on first use; a failed load is tried again next time.
 */
export function sandboxKeys(db: Db): () => Promise<SandboxKeys> {
  let loading: Promise<SandboxKeys> | undefined;
  const load = async (): Promise<SandboxKeys> => {
    const pem = await sharedSecret(db, 'mobile-money-sandbox-key', async () =>
      String(
        generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
          type: 'pkcs8',
          format: 'pem',
        }),
      ),
    );
    const privateKey = createPrivateKey(pem);
    const keyId = 'njira-sandbox';
    return {
      signing: { keyId, algorithm: 'ecdsa-p256-sha256', privateKey },
      verifying: { keyId, algorithm: 'ecdsa-p256-sha256', publicKey: createPublicKey(privateKey) },
    };
  };
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}

/**
 * How a callback that was not answered 2xx is tried again: pawaPay's schedule is not published, so
 * doubling waits from 5 s to at most 5 min, 10 tries in all (about 25 min), then none.
 */
export const CALLBACK_RETRY = { baseMs: 5_000, capMs: 300_000, maxAttempts: 10 };

/**
 * Takes due callbacks (or the one of `id`) for sending: locks them past other instances (SKIP
 * LOCKED), settles their status, counts the try and moves `next_callback_at` on by the retry wait,
 * all in one statement that commits before anything is sent. An instance that dies mid-send leaves
 * the row due again at that time: the callback is re-sent, never lost.
 */
export async function claimCallbacks(
  db: DbOrTx,
  now: Date,
  which: { limit: number } | { id: string },
): Promise<SandboxRow[]> {
  const filter =
    'id' in which
      ? sql`id = ${which.id} and next_callback_at is not null`
      : sql`next_callback_at <= ${now}::timestamptz`;
  const limit = 'id' in which ? 1 : which.limit;
  const tries = sql`coalesce((m.state->>'attempts')::int, 0)`;
  const { baseMs, capMs } = CALLBACK_RETRY;
  const waitMs = sql`least(${capMs}::double precision, ${baseMs}::double precision * power(2, ${tries}))`;
  const { rows } = await db.execute<SandboxRow & Record<string, unknown>>(sql`
    with due as (
      select id from mobile_money_sandbox where ${filter}
      order by next_callback_at limit ${limit}
      for update skip locked
    )
    update mobile_money_sandbox m
    set ${settleAssignments(now)},
        next_callback_at = ${now}::timestamptz + ${waitMs} * interval '1 millisecond',
        state = m.state || jsonb_build_object('attempts', ${tries} + 1)
    from due where m.id = due.id
    returning m.id, m.kind, m.status, m.amount_ngwee, m.failure_code, m.failure_message, m.state, m.created_at`);
  return rows;
}

/**
 * Records one delivery: answered 2xx, the next copy is due at once when the scenario sends another
 * (else none is); failed, the retry keeps the time the claim set, or none after the last try.
 */
export async function recordDelivery(
  db: DbOrTx,
  row: SandboxRow,
  result: { body: string; at: Date; httpStatus?: number; error?: string; ok: boolean },
): Promise<void> {
  const entry = JSON.stringify({
    at: result.at.toISOString(),
    httpStatus: result.httpStatus,
    error: result.error,
  });
  const sent = (row.state.sent ?? 0) + (result.ok ? 1 : 0);
  const more = sent < CALLBACKS_WANTED[row.state.delivery];
  const next = result.ok
    ? sql`case when ${more}::boolean then ${result.at}::timestamptz end`
    : sql`case when ${(row.state.attempts ?? 0) < CALLBACK_RETRY.maxAttempts}::boolean then next_callback_at end`;
  await db.execute(sql`
    update mobile_money_sandbox
    set next_callback_at = ${next},
        state = state || jsonb_build_object(
          'sent', ${sent}::int,
          'attempts', case when ${result.ok}::boolean then 0 else coalesce((state->>'attempts')::int, 0) end,
          'callback', ${result.body}::text,
          'deliveries', coalesce(state->'deliveries', '[]'::jsonb) || jsonb_build_array(${entry}::jsonb))
    where id = ${row.id}`);
}

/** Posts a signed callback; what the receiver answered, or why there was no answer. */
export async function postCallback(
  deps: { baseUrl: string; keys: SandboxKeys; fetch: typeof fetch; now: Date },
  kind: PaymentKind,
  body: string,
): Promise<{ ok: boolean; httpStatus?: number; error?: string }> {
  const url = new URL(`${deps.baseUrl.replace(/\/+$/, '')}${CALLBACK_PATHS[kind]}`);
  const headers = { 'content-type': 'application/json', host: url.host };
  const message = { method: 'POST', path: url.pathname + url.search, authority: url.host, headers };
  const signed = signMessage({ ...message, body: Buffer.from(body) }, deps.keys.signing, deps.now);
  try {
    const res = await deps.fetch(url, {
      method: 'POST',
      headers: { ...headers, ...signed },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    return { ok: res.ok, httpStatus: res.status };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** Runs `round` every `ms`, never two at once; a failed round is retried at the next tick. */
export function pollEvery(ms: number, round: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= round()
      .catch((err: unknown) => console.warn('mobile-money sandbox: callback round failed', err))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, ms);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
