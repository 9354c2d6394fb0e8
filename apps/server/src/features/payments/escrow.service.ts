import {
  isCancellableShipment,
  paymentPromptMessage,
  type ShipmentPayment,
  type Wallet,
} from '@njira/domain';
import type { FastifyBaseLogger } from 'fastify';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import {
  claimDueTransfers,
  insertTransfer,
  lockTransfer,
  type TransferRow,
  updateTransfer,
} from '../../db/queries/money-transfers.ts';
import { lockShipment } from '../../db/queries/shipments.ts';
import { ALL_ROWS, scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { assertShipmentId, SHIPMENT_NOT_FOUND } from '../shipments/shipment-access.ts';
import {
  GatewayUnavailableError,
  type MobileMoneyGateway,
  type PaymentState,
} from './mobile-money/gateway.ts';
import { checkPromptAllowed } from './payment-prompts.ts';
import { requestAtProvider } from './provider-request.ts';
import { dueForRefund, refundEscrow } from './refund.ts';
import { dueForRelease, ONLY_OWNER_CONFIRMS, releaseEscrow } from './release.ts';
import { settleCompleted, settleFailed } from './settle.ts';
import { findShipmentRow, shipmentPayment } from './shipment-payment.ts';

export const ONLY_OWNER_PAYS = 'Only the cargo owner can pay for a shipment';
export const NOT_AWAITING_PAYMENT = 'This shipment is not waiting for payment';
export const ALREADY_PAID = 'This shipment is already paid';
export const PAYMENT_IN_PROGRESS = 'A payment is already waiting for approval on the phone';

export interface EscrowOptions {
  /** How long after starting an operation its status is first asked, if no callback came. */
  firstCheckMs: number;
  /** The wait before the nth further check. */
  backoffMs: (checks: number) => number;
  /** How often the poller looks for due checks; 0 turns it off (tests call `checkDue`). */
  pollEveryMs: number;
}

export const DEFAULT_ESCROW_OPTIONS: EscrowOptions = {
  firstCheckMs: 30_000,
  backoffMs: (checks) => Math.min(15 * 60_000, 30_000 * 2 ** Math.min(checks, 5)),
  pollEveryMs: 5_000,
};

/**
 * The shipment's money (issue 26, ADR 021): the owner pays the accepted bid by mobile money into
 * escrow. A deposit is stored before the provider is asked for it, moved on by the provider's
 * answer, its signed callback or, when none came, a status poll; a completed one is posted to the
 * ledger once, in the transaction that records it, and both parties are told.
 */
export class EscrowService {
  private timer: ReturnType<typeof setInterval> | undefined;
  private polling: Promise<unknown> | null = null;

  constructor(
    private readonly db: Db,
    private readonly gateway: MobileMoneyGateway,
    private readonly log: FastifyBaseLogger,
    private readonly options: EscrowOptions = DEFAULT_ESCROW_OPTIONS,
  ) {}

  /**
   * Where the shipment's money stands, for a party to it or an admin. Its reads see one snapshot (a
   * read-only repeatable-read transaction): a callback committing between them would otherwise give
   * an answer no moment had, such as "held" beside a deposit still "accepted".
   */
  async payment(caller: Caller, shipmentId: string): Promise<ShipmentPayment> {
    assertShipmentId(shipmentId);
    return this.db.transaction(
      async (tx) => {
        const row = await findShipmentRow(tx, scopeFor(caller), shipmentId);
        if (!row) throw notFound(SHIPMENT_NOT_FOUND);
        return shipmentPayment(tx, caller, row);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * The owner pays the shipment from a wallet: the deposit is committed first (its id is the
   * provider's idempotency key), then the provider is asked; an answer lost on the way leaves it
   * PENDING, and the poller asks again with the same id.
   */
  async pay(caller: Caller, shipmentId: string, wallet: Wallet): Promise<ShipmentPayment> {
    assertShipmentId(shipmentId);
    if (caller.role !== 'cargo-owner') throw forbidden(ONLY_OWNER_PAYS);
    const deposit = await this.db.transaction(async (tx) => {
      const row = await lockShipment(tx, scopeFor(caller), shipmentId);
      if (!row) throw notFound(SHIPMENT_NOT_FOUND);
      const now = await shipmentPayment(tx, caller, row);
      if (now.status === 'processing') throw conflict(PAYMENT_IN_PROGRESS);
      if (now.status === 'held' || now.status === 'disputed' || now.status === 'released') {
        throw conflict(ALREADY_PAID);
      }
      // Only before pickup: a cancelled shipment is not paid for.
      if (!isCancellableShipment(row.status)) throw conflict(NOT_AWAITING_PAYMENT);
      await checkPromptAllowed(tx, caller, shipmentId, wallet.phoneNumber);
      // The prompt names who asks: the owner's company.
      const owner = await findCurrentUser(tx, caller);
      return insertTransfer(
        tx,
        {
          kind: 'deposit',
          shipmentId,
          userId: caller.userId,
          gateway: this.gateway.name,
          provider: wallet.provider,
          phoneNumber: wallet.phoneNumber,
          amountNgwee: row.amountNgwee,
          customerMessage: paymentPromptMessage(owner.companyName),
        },
        this.options.firstCheckMs,
      );
    });
    await this.initiate(deposit);
    return this.payment(caller, shipmentId);
  }

  /**
   * Asks the provider to start a stored operation; its answer moves it on (never back). Called
   * after the commit that stored it (here and by a dispute's resolution).
   */
  async initiate(transfer: TransferRow): Promise<void> {
    try {
      const answer = await requestAtProvider(this.gateway, transfer);
      if (answer.status === 'REJECTED') {
        const code = answer.failure?.code ?? 'UNSPECIFIED_FAILURE';
        await this.apply({
          kind: transfer.kind,
          id: transfer.id,
          status: 'FAILED',
          failure: { code, message: answer.failure?.message ?? code },
        });
      } else {
        await this.accepted(transfer.id);
      }
    } catch (err) {
      if (!(err instanceof GatewayUnavailableError)) throw err;
      // Asked again, with the same id, when its check comes due.
      this.log.warn({ transferId: transfer.id, err: err.message }, 'mobile-money provider unavailable');
    }
  }

  /**
   * The owner confirms the delivery: escrow is released 80/20 and the transporter's payout starts
   * (`release.ts`).
   */
  async confirmDelivery(caller: Caller, shipmentId: string): Promise<ShipmentPayment> {
    assertShipmentId(shipmentId);
    // The owner confirms; an admin may too, for a delivery without the receiver's code whose owner
    // does not answer (issue 39). The admin's scope is every shipment; the owner's its own.
    if (caller.role !== 'cargo-owner' && caller.role !== 'admin') throw forbidden(ONLY_OWNER_CONFIRMS);
    const payout = await transactionAnnouncing(this.db, async (tx) => {
      const row = await lockShipment(tx, scopeFor(caller), shipmentId);
      if (!row) throw notFound(SHIPMENT_NOT_FOUND);
      const owner = await findCurrentUser(tx, caller);
      const actor = {
        id: owner.id,
        role: caller.role === 'admin' ? ('admin' as const) : ('cargo-owner' as const),
        fullName: owner.fullName,
        companyName: owner.companyName,
      };
      return releaseEscrow(tx, row, actor, this.gateway.name, this.options.firstCheckMs);
    });
    if (payout) await this.initiate(payout);
    return this.payment(caller, shipmentId);
  }

  /**
   * Refunds the escrow of cancelled shipments (the cancellation calls it for its shipment at once;
   * the background sweep catches one a crash left between the two). Returns how many.
   */
  async refundCancelled(ids?: string[]): Promise<number> {
    let refunded = 0;
    for (const id of ids ?? (await dueForRefund(this.db))) {
      const refund = await this.db.transaction(async (tx) => {
        const row = await lockShipment(tx, ALL_ROWS, id);
        return row ? refundEscrow(tx, row, this.gateway.name, this.options.firstCheckMs) : null;
      });
      if (refund) {
        refunded++;
        await this.initiate(refund);
      }
    }
    return refunded;
  }

  /** Releases what the 72 hours after delivery have released; returns how many. */
  async releaseDue(now = new Date()): Promise<number> {
    let released = 0;
    for (const id of await dueForRelease(this.db, now)) {
      try {
        const payout = await transactionAnnouncing(this.db, async (tx) => {
          const row = await lockShipment(tx, ALL_ROWS, id);
          return row ? releaseEscrow(tx, row, null, this.gateway.name, this.options.firstCheckMs) : null;
        });
        released++;
        if (payout) await this.initiate(payout);
      } catch (err) {
        // Nothing held, or released meanwhile by its owner: nothing to do.
        if (!(err instanceof HttpError)) throw err;
      }
    }
    return released;
  }

  private async accepted(id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await lockTransfer(tx, id);
      if (row?.status === 'PENDING') await updateTransfer(tx, id, { status: 'ACCEPTED' });
    });
  }

  /**
   * A final state from a verified callback or a status poll. Applied once: the operation is locked,
   * a final one is left as it is, and the ledger entry's idempotency key makes a second posting
   * write nothing. Returns whether anything changed.
   */
  async apply(state: PaymentState): Promise<boolean> {
    if (state.status !== 'COMPLETED' && state.status !== 'FAILED') {
      if (state.status === 'ACCEPTED' || state.status === 'PROCESSING') await this.accepted(state.id);
      return false;
    }
    const settled = await transactionAnnouncing(this.db, async (tx) => {
      const transfer = await lockTransfer(tx, state.id);
      if (!transfer || transfer.kind !== state.kind) return null;
      if (transfer.status === 'COMPLETED' || transfer.status === 'FAILED') return null;
      const shipment = await lockShipment(tx, ALL_ROWS, transfer.shipmentId);
      if (!shipment) return null;
      if (state.status === 'FAILED') {
        await settleFailed(tx, transfer, shipment, state);
        return { refund: null, cancelled: null };
      }
      const { firstCheckMs } = this.options;
      const refund = await settleCompleted(tx, transfer, shipment, state, this.log, firstCheckMs);
      // A deposit approved after its shipment was cancelled (withdrawn once the payment expired).
      const cancelled = transfer.kind === 'deposit' && shipment.status === 'CANCELLED' ? shipment.id : null;
      return { refund, cancelled };
    });
    // A second deposit on a paid shipment goes back at once (`settle.ts`), as does a cancelled one's.
    if (settled?.refund) await this.initiate(settled.refund);
    if (settled?.cancelled) await this.refundCancelled([settled.cancelled]);
    return settled !== null;
  }

  /**
   * The operations whose callback is overdue: one never answered is started again with the same id
   * (the provider ignores a duplicate), one under way is asked its status. Returns how many it checked.
   */
  async checkDue(limit = 20): Promise<number> {
    const due = await claimDueTransfers(this.db, limit, this.options.backoffMs);
    for (const transfer of due) {
      try {
        const state = await this.gateway.status(transfer.kind, transfer.id);
        if (state.status === 'NOT_FOUND') {
          if (transfer.status === 'PENDING') await this.initiate(transfer);
        } else {
          await this.apply(state);
        }
      } catch (err) {
        if (!(err instanceof GatewayUnavailableError)) throw err;
        this.log.warn({ transferId: transfer.id, err: err.message }, 'status check failed; will ask again');
      }
    }
    return due.length;
  }

  /** Starts the poller (one round at a time). */
  start(): void {
    if (this.options.pollEveryMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.polling ??= this.checkDue()
        .catch((err: unknown) => this.log.error({ err }, 'payment status poll failed'))
        .finally(() => {
          this.polling = null;
        });
    }, this.options.pollEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.polling;
  }
}
