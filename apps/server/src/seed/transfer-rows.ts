import type { Wallet } from '@njira/domain';
import {
  callbackBody,
  providerTransactionId,
  type SandboxState,
} from '../features/payments/mobile-money/sandbox-callbacks.ts';
import type { Rng } from './random.ts';
import type { SeedRows, TransferInsert } from './rows.ts';

/** The gateway every seeded operation went through: the local stand-in, the default. */
export const SEED_GATEWAY = 'sandbox';
/** What the payer's or recipient's phone showed, as the escrow service sends it. */
const CUSTOMER_MESSAGE = 'Njira freight escrow';
/** The provider's first status check, were no callback to come (the escrow service's default). */
const FIRST_CHECK_MS = 30_000;

/** pawaPay's failure, as its callback carries it. */
export interface SeedFailure {
  code: string;
  message: string;
}

/** One finished operation with the provider, as the payment flow would have left it. */
export interface FinishedOperation {
  kind: 'deposit' | 'payout' | 'refund';
  shipmentId: string;
  /** The payer (deposit), the recipient (payout) or the owner refunded (refund). */
  userId: string;
  wallet: Wallet;
  amountNgwee: number;
  /** The deposit a refund returns. */
  depositId?: string;
  startedAt: Date;
  finishedAt: Date;
  /** Set when it FAILED; else it COMPLETED. */
  failure?: SeedFailure;
}

/** The request as the provider received it (pawaPay v2's deposit, payout or refund body). */
function requestOf(id: string, op: FinishedOperation): object {
  if (op.kind === 'refund') return { refundId: id, depositId: op.depositId, amountNgwee: op.amountNgwee };
  const party = op.kind === 'deposit' ? 'payer' : 'recipient';
  return {
    [`${op.kind}Id`]: id,
    amountNgwee: op.amountNgwee,
    [party]: op.wallet,
    customerMessage: CUSTOMER_MESSAGE,
  };
}

/** The provider's record of it: settled when it finished, its one callback sent and answered. */
function sandboxRecord(rows: SeedRows, t: TransferInsert, op: FinishedOperation): void {
  const outcome = op.failure
    ? { status: 'FAILED' as const, failureCode: op.failure.code, failureMessage: op.failure.message }
    : { status: 'COMPLETED' as const };
  const asked: SandboxState = {
    outcome,
    delivery: 'once',
    wallet: op.wallet,
    ...(op.kind === 'refund' ? {} : { customerMessage: CUSTOMER_MESSAGE }),
  };
  const callback = callbackBody({
    id: t.id,
    kind: op.kind,
    status: outcome.status,
    amount_ngwee: op.amountNgwee,
    failure_code: op.failure?.code ?? null,
    failure_message: op.failure?.message ?? null,
    state: asked,
    created_at: op.startedAt,
  });
  // As `recordDelivery` leaves it once the one callback was answered 200.
  const deliveries = [{ at: op.finishedAt.toISOString(), httpStatus: 200 }];
  const state: SandboxState = { ...asked, attempts: 0, sent: 1, callback, deliveries };
  rows.sandbox.push({
    id: t.id,
    kind: op.kind,
    request: requestOf(t.id, op),
    status: outcome.status,
    amountNgwee: op.amountNgwee,
    failureCode: op.failure?.code ?? null,
    failureMessage: op.failure?.message ?? null,
    state,
    createdAt: op.startedAt,
    settlesAt: op.finishedAt,
    nextCallbackAt: null,
  });
}

/**
 * Adds a finished operation: its `money_transfers` row (COMPLETED or FAILED, through the sandbox
 * gateway) and the sandbox's own record of it, so that the provider knows every seeded deposit (a
 * later refund of one is checked against it). Returns the row.
 */
export function addTransfer(rows: SeedRows, rng: Rng, op: FinishedOperation): TransferInsert {
  const id = rng.uuid();
  const transfer: TransferInsert = {
    id,
    kind: op.kind,
    shipmentId: op.shipmentId,
    userId: op.userId,
    gateway: SEED_GATEWAY,
    provider: op.wallet.provider,
    phoneNumber: op.wallet.phoneNumber,
    amountNgwee: op.amountNgwee,
    depositId: op.depositId ?? null,
    status: op.failure ? 'FAILED' : 'COMPLETED',
    failureCode: op.failure?.code ?? null,
    failureMessage: op.failure?.message ?? null,
    providerTransactionId: op.failure ? null : providerTransactionId(id),
    nextCheckAt: new Date(op.startedAt.getTime() + FIRST_CHECK_MS),
    createdAt: op.startedAt,
    updatedAt: op.finishedAt,
    finishedAt: op.finishedAt,
  };
  rows.transfers.push(transfer);
  sandboxRecord(rows, transfer, op);
  return transfer;
}
