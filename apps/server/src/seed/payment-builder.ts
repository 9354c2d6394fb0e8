import { paymentFailureText, type ShipmentStatus, type Wallet } from '@njira/domain';
import { paymentFailed, paymentReceived } from '../activity/payment-entries.ts';
import {
  escrowRefundedEntry,
  escrowReleasedEntry,
  transferCompletedEntry,
  transporterShare,
} from './ledger-rows.ts';
import type { Rng } from './random.ts';
import type { SeedRows, ShipmentInsert, TransferInsert } from './rows.ts';
import { addWallets } from './seed-wallets.ts';
import { HOUR } from './timeline.ts';
import { addTransfer, type SeedFailure } from './transfer-rows.ts';

/**
 * Where a seeded shipment's money stands: never paid; its last attempt failed; paid and held in
 * escrow (`retried`: after a first attempt failed); released to the transporter and paid out; or
 * paid, then refunded on cancellation.
 */
export type PaymentStory = 'unpaid' | 'failed' | 'held' | 'retried' | 'released' | 'refunded';

/**
 * The stories of each status's shipments, in seeding order (cycled): a mix before pickup; held from
 * pickup on, as the pickup gate demands; released once delivered; cancelled ones mostly never paid.
 */
const STORIES: Record<ShipmentStatus, readonly PaymentStory[]> = {
  PENDING_PICKUP: ['unpaid', 'held', 'failed', 'unpaid', 'held'],
  AWAITING_PICKUP: ['held', 'retried'],
  PICKED_UP: ['held'],
  IN_TRANSIT: ['held'],
  DELIVERED: ['released'],
  CANCELLED: ['refunded', 'unpaid', 'unpaid'],
};

/** The story of the `nth` seeded shipment (from 0) in `status`. */
export function paymentStory(status: ShipmentStatus, nth: number): PaymentStory {
  const stories = STORIES[status];
  return stories[nth % stories.length] as PaymentStory;
}

/** pawaPay's failures the seeded attempts met (codes and messages as its callbacks carry them). */
const NOT_APPROVED: SeedFailure = {
  code: 'PAYMENT_NOT_APPROVED',
  message: 'The payer did not approve the payment.',
};
const LOW_BALANCE: SeedFailure = {
  code: 'INSUFFICIENT_BALANCE',
  message: 'The payer does not have enough funds in their wallet.',
};

interface MoneyContext {
  rows: SeedRows;
  rng: Rng;
  now: number;
  wallets: Map<string, Wallet>;
}

/** When the shipment's events happened: acceptance, loading, cancellation (progress history). */
interface ShipmentTimes {
  accepted: number;
  /** Paying must be done by then: loading, the cancellation, or now while it waits for pickup. */
  payBy: number;
  delivered: number | null;
  cancelled: number | null;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function walletOf(ctx: MoneyContext, userId: string): Wallet {
  const wallet = ctx.wallets.get(userId);
  if (!wallet) throw new Error(`demo user ${userId} has no wallet`);
  return wallet;
}

/** `ms` after `at`, never past now (the steps of one story stay in order). */
const later = (ctx: MoneyContext, at: number, ms: number) => Math.min(ctx.now, at + ms);

/**
 * One deposit from the owner's wallet, started `startAt` and finished (approved or not) seconds to
 * minutes later: its transfer, and what completing or failing it writes (the ledger's entry and
 * PAYMENT_RECEIVED, or PAYMENT_FAILED), as the escrow service would. Returns its transfer.
 */
function deposit(
  ctx: MoneyContext,
  s: ShipmentInsert,
  startAt: number,
  failure?: SeedFailure,
): TransferInsert {
  const wallet = walletOf(ctx, s.ownerId);
  const took = failure ? ctx.rng.int(40, 180) : ctx.rng.int(15, 120);
  const finishedAt = new Date(later(ctx, startAt, took * SECOND));
  const t = addTransfer(ctx.rows, ctx.rng, {
    kind: 'deposit',
    shipmentId: s.id,
    userId: s.ownerId,
    wallet,
    amountNgwee: s.amountNgwee,
    startedAt: new Date(startAt),
    finishedAt,
    ...(failure ? { failure } : {}),
  });
  if (failure) {
    const reason = paymentFailureText(failure.code);
    ctx.rows.activities.push(paymentFailed(s, reason, failure.code, finishedAt));
  } else {
    ctx.rows.entries.push(transferCompletedEntry(t, finishedAt));
    ctx.rows.activities.push(paymentReceived(s, s.amountNgwee, wallet.provider, finishedAt));
  }
  return t;
}

/** When the owner first tried to pay: a little after accepting, well before `payBy`. */
function firstAttemptAt(ctx: MoneyContext, t: ShipmentTimes): number {
  const span = t.payBy - t.accepted;
  return t.accepted + Math.min(span * ctx.rng.between(0.05, 0.25), ctx.rng.between(0.3, 3) * HOUR);
}

/** Paid into escrow before `payBy`, after a failed first attempt when `retried`: the deposit. */
function payIntoEscrow(
  ctx: MoneyContext,
  s: ShipmentInsert,
  t: ShipmentTimes,
  retried: boolean,
): TransferInsert {
  let at = firstAttemptAt(ctx, t);
  if (retried) {
    const failedAt = deposit(ctx, s, at, LOW_BALANCE).finishedAt.getTime();
    // Topped the wallet up and tried again.
    at = failedAt + Math.min((t.payBy - failedAt) * 0.2, ctx.rng.between(10, 40) * MINUTE);
  }
  return deposit(ctx, s, at);
}

/** A payout or refund, started `startAt` and completed soon after, with its ledger entry. */
function sendOut(
  ctx: MoneyContext,
  s: ShipmentInsert,
  startAt: number,
  op: { kind: 'payout' | 'refund'; userId: string; amountNgwee: number; depositId?: string },
): void {
  const finishedAt = new Date(later(ctx, startAt, ctx.rng.int(20, 120) * SECOND));
  const t = addTransfer(ctx.rows, ctx.rng, {
    kind: op.kind,
    shipmentId: s.id,
    userId: op.userId,
    wallet: walletOf(ctx, op.userId),
    amountNgwee: op.amountNgwee,
    ...(op.depositId ? { depositId: op.depositId } : {}),
    startedAt: new Date(startAt),
    finishedAt,
  });
  ctx.rows.entries.push(transferCompletedEntry(t, finishedAt));
}

/** Delivered: paid before loading, released when the owner confirmed, the 80% paid out. */
function release(ctx: MoneyContext, s: ShipmentInsert, t: ShipmentTimes): void {
  payIntoEscrow(ctx, s, t, false);
  const delivered = t.delivered ?? ctx.now;
  const releasedAt = later(ctx, delivered, ctx.rng.between(10, 50) * MINUTE);
  ctx.rows.entries.push(escrowReleasedEntry(s, new Date(releasedAt)));
  const payoutAt = later(ctx, releasedAt, ctx.rng.int(1, 5) * SECOND);
  sendOut(ctx, s, payoutAt, { kind: 'payout', userId: s.transporterId, amountNgwee: transporterShare(s) });
}

/** Cancelled after paying: the escrow owed back at the cancellation, and refunded to the wallet. */
function refund(ctx: MoneyContext, s: ShipmentInsert, t: ShipmentTimes): void {
  const paid = payIntoEscrow(ctx, s, t, false);
  const cancelled = t.cancelled ?? ctx.now;
  ctx.rows.entries.push(escrowRefundedEntry(s, new Date(cancelled)));
  const refundAt = later(ctx, cancelled, ctx.rng.int(1, 5) * SECOND);
  sendOut(ctx, s, refundAt, {
    kind: 'refund',
    userId: s.ownerId,
    amountNgwee: paid.amountNgwee,
    depositId: paid.id,
  });
}

function tell(ctx: MoneyContext, s: ShipmentInsert, t: ShipmentTimes, story: PaymentStory): void {
  switch (story) {
    case 'unpaid':
      return;
    case 'failed':
      deposit(ctx, s, firstAttemptAt(ctx, t), NOT_APPROVED);
      return;
    case 'held':
    case 'retried':
      payIntoEscrow(ctx, s, t, story === 'retried');
      return;
    case 'released':
      release(ctx, s, t);
      return;
    case 'refunded':
      refund(ctx, s, t);
      return;
  }
}

/** Each shipment's first history row of each status, by shipment. */
function historyTimes(rows: SeedRows): Map<string, Map<string, number>> {
  const times = new Map<string, Map<string, number>>();
  for (const p of rows.progress) {
    const mine = times.get(p.shipmentId) ?? new Map<string, number>();
    const at = p.createdAt?.getTime();
    if (at !== undefined && !mine.has(p.status)) mine.set(p.status, at);
    times.set(p.shipmentId, mine);
  }
  return times;
}

function timesOf(s: ShipmentInsert, history: Map<string, number> | undefined, now: number): ShipmentTimes {
  const accepted = s.createdAt?.getTime() ?? now;
  const cancelled = history?.get('CANCELLED') ?? null;
  return {
    accepted,
    payBy: history?.get('AWAITING_PICKUP') ?? cancelled ?? now,
    delivered: s.completedAt?.getTime() ?? null,
    cancelled,
  };
}

/**
 * The demo's money (issue 26), consistent with each shipment's status and with the ledger: every
 * user's wallet; for each shipment, by its story (`paymentStory`), the deposits the owner made,
 * the release and payout on delivery or the refund on cancellation — their transfers, the
 * sandbox's records, the ledger entries the payment flow posts and the log entries it writes, each
 * dated in the shipment's timeline and never after `now`. Uses its own random source, so the rest
 * of the marketplace comes out as before.
 */
export function addPayments(rows: SeedRows, rng: Rng, now: Date): void {
  const ctx: MoneyContext = { rows, rng, now: now.getTime(), wallets: addWallets(rows) };
  const history = historyTimes(rows);
  const seen = new Map<ShipmentStatus, number>();
  for (const s of rows.shipments) {
    const status = s.status ?? 'PENDING_PICKUP';
    const nth = seen.get(status) ?? 0;
    seen.set(status, nth + 1);
    tell(ctx, s, timesOf(s, history.get(s.id), ctx.now), paymentStory(status, nth));
  }
}
