import {
  type AdminDispute,
  DISPUTE_PHOTOS_PER_SIDE,
  type DisputeAnswer,
  type DisputePhoto,
  type ShipmentDispute,
  toKwacha,
} from '@njira/domain';
import type { AdminDisputeRow } from '../../db/queries/admin-disputes.ts';
import type { DisputeWithNames } from '../../db/queries/dispute-evidence.ts';
import type { ListedPhoto } from '../../db/queries/dispute-photos.ts';
import type { DisputeRow } from '../../db/queries/disputes.ts';
import type { Caller } from '../../lib/caller.ts';

/**
 * The mappers of a dispute (ADR 021): what its parties see (reason, answer, both sides' photos and
 * the outcome, never the admin's reason or name) and what an admin sees (all of it).
 */

function toPhoto(p: ListedPhoto): DisputePhoto {
  return { id: p.id, side: p.side, addedBy: p.addedBy, addedAt: p.addedAt.toISOString() };
}

function toAnswer(d: DisputeRow, answeredBy: string | null): DisputeAnswer | null {
  if (d.answer === null || d.answeredAt === null) return null;
  return { text: d.answer, answeredBy: answeredBy ?? '', answeredAt: d.answeredAt.toISOString() };
}

/** The dispute on the shipment's page, for one of its parties or an admin. */
export function toShipmentDispute(
  caller: Caller,
  r: DisputeWithNames,
  photos: ListedPhoto[],
): ShipmentDispute {
  const d = r.dispute;
  const open = d.resolvedAt === null;
  const ownerPhotos = photos.filter((p) => p.side === 'owner').length;
  return {
    id: d.id,
    shipmentId: d.shipmentId,
    reason: d.reason,
    openedBy: r.openedByName,
    openedAt: d.openedAt.toISOString(),
    answer: toAnswer(d, r.answeredByName),
    photos: photos.map(toPhoto),
    resolution:
      d.resolution && d.resolvedAt
        ? {
            outcome: d.resolution,
            refunded: toKwacha(d.refundNgwee ?? 0),
            resolvedAt: d.resolvedAt.toISOString(),
          }
        : null,
    canAnswer: open && caller.role === 'transporter' && d.answeredAt === null,
    // The transporter's photos come with its answer (canAnswer); later ones are the owner's only.
    photosLeft: open && caller.role === 'cargo-owner' ? DISPUTE_PHOTOS_PER_SIDE - ownerPhotos : 0,
  };
}

/** The one mapper of a dispute for the admin. */
export function toAdminDispute(r: AdminDisputeRow, heldNgwee: number, photos: ListedPhoto[]): AdminDispute {
  const d = r.dispute;
  return {
    id: d.id,
    shipmentId: d.shipmentId,
    cargo: r.cargo,
    fromLocation: r.fromLocation,
    toLocation: r.toLocation,
    owner: { id: r.ownerId, name: r.ownerName },
    transporter: { id: r.transporterId, name: r.transporterName },
    amount: toKwacha(r.amountNgwee),
    held: toKwacha(heldNgwee),
    reason: d.reason,
    openedAt: d.openedAt.toISOString(),
    answer: toAnswer(d, r.answererName),
    photos: photos.filter((p) => p.disputeId === d.id).map(toPhoto),
    resolution:
      d.resolution && d.resolvedAt
        ? {
            outcome: d.resolution,
            refunded: toKwacha(d.refundNgwee ?? 0),
            reason: d.resolutionReason ?? '',
            resolvedBy: r.resolverName ?? '',
            resolvedAt: d.resolvedAt.toISOString(),
          }
        : null,
  };
}
