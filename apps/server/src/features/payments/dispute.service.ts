import {
  type AdminDispute,
  type AdminPageQuery,
  DISPUTE_NOT_POSSIBLE,
  DISPUTE_OPEN_ALREADY,
  type DisputeOutcome,
  disputeClosesAs,
  formatKwacha,
  isUuid,
  type OpenDisputeInput,
  type ResolveDispute,
  refundTooLargeMessage,
  type ShipmentPayment,
  toKwacha,
  toNgwee,
} from '@njira/domain';
import { actorName } from '../../activity/activity-entries.ts';
import { disputeOpened, disputeResolved } from '../../activity/dispute-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db, Tx } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { countAdminDisputes, findAdminDispute, listAdminDisputes } from '../../db/queries/admin-disputes.ts';
import { photosOf } from '../../db/queries/dispute-photos.ts';
import { insertDispute, lockDispute, markResolved } from '../../db/queries/disputes.ts';
import type { TransferRow } from '../../db/queries/money-transfers.ts';
import { endShipment, lockShipment, type ShipmentRow } from '../../db/queries/shipments.ts';
import { ALL_ROWS, scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { escrowHeld } from '../ledger/ledger.ts';
import { assertShipmentId, SHIPMENT_NOT_FOUND } from '../shipments/shipment-access.ts';
import type { DocumentStore } from '../verification/document-store.ts';
import { toAdminDispute } from './dispute-dto.ts';
import { addDisputePhotos, type KeepPhoto, keepingPhotos, reencodePhotos } from './dispute-photos.ts';
import type { DisputeUpload } from './dispute-upload.ts';
import type { EscrowService } from './escrow.service.ts';
import { postRefund } from './refund.ts';
import { ALREADY_RELEASED, NOTHING_HELD, postRelease } from './release.ts';
import { findShipmentRow, shipmentPayment } from './shipment-payment.ts';

export const ONLY_OWNER_DISPUTES = 'Only the cargo owner can open a dispute';
export const DISPUTE_NOT_FOUND = 'Dispute not found';
export const DISPUTE_ALREADY_RESOLVED = 'This dispute was already resolved';
export const ALREADY_REFUNDED = 'The payment was already refunded';

/**
 * Disputes of a held payment (issue 26, ADR 021): the owner opens one before release, which stops
 * the release (the owner's and the 72-hour one) until an admin resolves it by releasing escrow,
 * refunding it, or refunding a part and releasing the rest. The ledger entries and the rows are one
 * transaction; the payout and the refund are sent to the provider after the commit.
 */
export class DisputeService {
  constructor(
    private readonly db: Db,
    private readonly escrow: EscrowService,
    private readonly gateway: string,
    private readonly firstCheckMs: number,
    private readonly store: DocumentStore,
  ) {}

  /**
   * The owner disputes its shipment's held payment, with up to 3 photos (decoded and re-encoded
   * before the transaction, stored in it, deleted if it does not commit); the answer is where the
   * payment stands.
   */
  async open(
    caller: Caller,
    shipmentId: string,
    { input, photos: raw }: DisputeUpload<OpenDisputeInput>,
  ): Promise<ShipmentPayment> {
    assertShipmentId(shipmentId);
    if (caller.role !== 'cargo-owner') throw forbidden(ONLY_OWNER_DISPUTES);
    // Another's shipment is refused before its photos are decoded (checked again under the lock).
    if (raw.length > 0 && !(await findShipmentRow(this.db, scopeFor(caller), shipmentId))) {
      throw notFound(SHIPMENT_NOT_FOUND);
    }
    const photos = await reencodePhotos(raw);
    return keepingPhotos(this.store, (keep) => this.opened(caller, shipmentId, input, photos, keep));
  }

  private opened(
    caller: Caller,
    shipmentId: string,
    input: OpenDisputeInput,
    photos: Buffer[],
    keep: KeepPhoto,
  ): Promise<ShipmentPayment> {
    return transactionAnnouncing(this.db, async (tx) => {
      const row = await lockShipment(tx, scopeFor(caller), shipmentId);
      if (!row) throw notFound(SHIPMENT_NOT_FOUND);
      const now = await shipmentPayment(tx, caller, row);
      if (now.status === 'disputed') throw conflict(DISPUTE_OPEN_ALREADY);
      if (now.status === 'released') throw conflict(ALREADY_RELEASED);
      if (now.status === 'refunded') throw conflict(ALREADY_REFUNDED);
      if (!now.disputable) throw conflict(DISPUTE_NOT_POSSIBLE);
      const owner = await findCurrentUser(tx, caller);
      const dispute = await insertDispute(tx, {
        shipmentId,
        openedBy: caller.userId,
        reason: input.reason,
      });
      await addDisputePhotos(tx, keep, { disputeId: dispute.id, side: 'owner', addedBy: owner.id }, photos);
      const by = { id: owner.id, name: actorName(owner) };
      await recordActivity(tx, {
        ...disputeOpened(row, by, dispute.id, await escrowHeld(tx, row.id), photos.length),
        shipment: row,
      });
      return shipmentPayment(tx, caller, row);
    });
  }

  /** Every dispute, open first (admins). */
  async list(page: AdminPageQuery): Promise<{ items: AdminDispute[]; total: number }> {
    const [rows, total] = await Promise.all([listAdminDisputes(this.db, page), countAdminDisputes(this.db)]);
    const photos = await photosOf(
      this.db,
      rows.map((r) => r.dispute.id),
    );
    const items = await Promise.all(
      rows.map(async (r) => toAdminDispute(r, await escrowHeld(this.db, r.dispute.shipmentId), photos)),
    );
    return { items, total };
  }

  /** An admin resolves an open dispute: release, refund, or refund a part and release the rest. */
  async resolve(caller: Caller, disputeId: string, input: ResolveDispute): Promise<AdminDispute> {
    if (!isUuid(disputeId)) throw notFound(DISPUTE_NOT_FOUND);
    const transfers = await transactionAnnouncing(this.db, async (tx) => {
      const dispute = await lockDispute(tx, disputeId);
      if (!dispute) throw notFound(DISPUTE_NOT_FOUND);
      if (dispute.resolvedAt) throw conflict(DISPUTE_ALREADY_RESOLVED);
      const shipment = await lockShipment(tx, ALL_ROWS, dispute.shipmentId);
      if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
      const admin = await findCurrentUser(tx, caller);
      const held = await escrowHeld(tx, shipment.id);
      if (held <= 0) throw conflict(NOTHING_HELD);
      const refundNgwee =
        input.outcome === 'refund'
          ? held
          : input.outcome === 'partial_refund'
            ? toNgwee(input.refundAmount ?? 0)
            : 0;
      if (input.outcome === 'partial_refund' && refundNgwee >= held) {
        throw badRequest(refundTooLargeMessage(formatKwacha(toKwacha(held))));
      }
      const sent = await this.move(tx, shipment, held, refundNgwee, admin.id, input.reason);
      await markResolved(tx, dispute.id, {
        resolution: input.outcome,
        refundNgwee,
        resolutionReason: input.reason,
        resolvedBy: admin.id,
      });
      const closed = await closeShipment(tx, shipment, input.outcome, {
        name: actorName(admin),
        id: admin.id,
      });
      await recordActivity(tx, {
        ...disputeResolved(
          closed,
          { id: admin.id, name: actorName(admin) },
          {
            id: dispute.id,
            outcome: input.outcome,
            reason: input.reason,
            refundedNgwee: refundNgwee,
            releasedNgwee: held - refundNgwee,
          },
        ),
        shipment: closed,
      });
      return sent;
    });
    for (const transfer of transfers) await this.escrow.initiate(transfer);
    const row = await findAdminDispute(this.db, disputeId);
    if (!row) throw notFound(DISPUTE_NOT_FOUND);
    const photos = await photosOf(this.db, [row.dispute.id]);
    return toAdminDispute(row, await escrowHeld(this.db, row.dispute.shipmentId), photos);
  }

  /**
   * The ledger entries of a resolution (at most one refund and one release per shipment, by their
   * keys) and the provider operations they start: the refund of the owner's part against the
   * deposit, the payout of the transporter's 80% of the rest.
   */
  private async move(
    tx: Tx,
    shipment: ShipmentRow,
    held: number,
    refundNgwee: number,
    adminId: string,
    reason: string,
  ): Promise<TransferRow[]> {
    const sent: TransferRow[] = [];
    if (refundNgwee > 0) {
      const memo = `dispute on shipment ${shipment.id}: ${toKwacha(refundNgwee)} ZMW owed back to its owner (${reason})`;
      sent.push(await postRefund(tx, shipment, refundNgwee, adminId, memo, this.gateway, this.firstCheckMs));
    }
    if (held - refundNgwee > 0) {
      const payout = await postRelease(
        tx,
        shipment,
        held - refundNgwee,
        adminId,
        this.gateway,
        this.firstCheckMs,
      );
      if (payout) sent.push(payout);
    }
    return sent;
  }
}

/**
 * The shipment's final state after its dispute (issue 39, `disputeClosesAs`): cancelled when refunded
 * in full, else delivered, with a history entry; a delivered one keeps its delivery's times.
 */
async function closeShipment(
  tx: Tx,
  shipment: ShipmentRow,
  outcome: DisputeOutcome,
  by: { name: string; id: string },
): Promise<ShipmentRow> {
  const close = disputeClosesAs(outcome);
  const delivered = close.status === 'DELIVERED';
  return endShipment(tx, ALL_ROWS, shipment, {
    status: close.status,
    notes: close.lastUpdate,
    lastUpdate: close.lastUpdate,
    by,
    ...(delivered && {
      progress: 100,
      values: (at: Date) => ({
        completedAt: shipment.completedAt ?? at,
        actualDeliveryDate: shipment.actualDeliveryDate ?? at,
      }),
    }),
  });
}
