import type { Readable } from 'node:stream';
import {
  type AnswerDisputeInput,
  DISPUTE_ALREADY_ANSWERED,
  DISPUTE_PHOTOS_REQUIRED,
  isUuid,
  type ShipmentDisputeView,
} from '@njira/domain';
import { actorName } from '../../activity/activity-entries.ts';
import { disputeAnswered, disputePhotosAdded } from '../../activity/dispute-entries.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { findShipmentDispute, recordAnswer } from '../../db/queries/dispute-evidence.ts';
import { findPhoto, photosOf } from '../../db/queries/dispute-photos.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { assertShipmentId, SHIPMENT_NOT_FOUND } from '../shipments/shipment-access.ts';
import type { DocumentStore } from '../verification/document-store.ts';
import { toShipmentDispute } from './dispute-dto.ts';
import { addDisputePhotos } from './dispute-photos.ts';
import type { DisputeUpload } from './dispute-upload.ts';
import { onOpenDispute } from './open-dispute-write.ts';
import { findShipmentRow } from './shipment-payment.ts';

export const ONLY_TRANSPORTER_ANSWERS = 'Only the transporter of the shipment can answer its dispute';
export const ONLY_OWNER_ADDS_PHOTOS =
  'Only the cargo owner adds photos to an open dispute; the transporter sends its photos with its answer';
export const DISPUTE_PHOTO_NOT_FOUND = 'Photo not found';

/**
 * A dispute's evidence (issue 39): the transporter's answer (once, with up to 3 photos), the owner's
 * photos added while it is open, and what the shipment's parties and admins read of it. Every read
 * and write goes through the shipment's scope in the SQL `where`: another's shipment is 404. The
 * dispute's row lock (taken first, as the admin's resolution takes it) orders an answer, a photo
 * and a resolution racing each other.
 */
export class DisputeEvidenceService {
  constructor(
    private readonly db: Db,
    private readonly store: DocumentStore,
  ) {}

  /** The shipment's dispute (open, else the latest resolved), or null; for its parties and admins. */
  async view(caller: Caller, shipmentId: string): Promise<ShipmentDisputeView> {
    assertShipmentId(shipmentId);
    const scope = scopeFor(caller);
    if (!(await findShipmentRow(this.db, scope, shipmentId))) throw notFound(SHIPMENT_NOT_FOUND);
    const found = await findShipmentDispute(this.db, scope, shipmentId);
    if (!found) return { dispute: null };
    return { dispute: toShipmentDispute(caller, found, await photosOf(this.db, [found.dispute.id])) };
  }

  /** The transporter answers the open dispute once, with up to 3 photos; the owner is told. */
  async answer(
    caller: Caller,
    shipmentId: string,
    { input, photos: raw }: DisputeUpload<AnswerDisputeInput>,
  ): Promise<ShipmentDisputeView> {
    if (caller.role !== 'transporter') throw forbidden(ONLY_TRANSPORTER_ANSWERS);
    return this.write(caller, shipmentId, raw, async (tx, { shipment, dispute, me, photos, keep }) => {
      if (dispute.answeredAt) throw conflict(DISPUTE_ALREADY_ANSWERED);
      const side = { disputeId: dispute.id, side: 'transporter' as const, addedBy: me.id };
      await addDisputePhotos(tx, keep, side, photos);
      if (!(await recordAnswer(tx, dispute.id, { answer: input.answer, answeredBy: me.id }))) {
        throw conflict(DISPUTE_ALREADY_ANSWERED);
      }
      const by = { id: me.id, name: actorName(me) };
      await recordActivity(tx, { ...disputeAnswered(shipment, by, dispute.id, photos.length), shipment });
    });
  }

  /** The owner adds photos to its open dispute: at most 3 on its side in all. */
  async addPhotos(caller: Caller, shipmentId: string, raw: Buffer[]): Promise<ShipmentDisputeView> {
    if (caller.role !== 'cargo-owner') throw forbidden(ONLY_OWNER_ADDS_PHOTOS);
    if (raw.length === 0) throw badRequest(DISPUTE_PHOTOS_REQUIRED);
    return this.write(caller, shipmentId, raw, async (tx, { shipment, dispute, me, photos, keep }) => {
      const side = { disputeId: dispute.id, side: 'owner' as const, addedBy: me.id };
      await addDisputePhotos(tx, keep, side, photos);
      const by = { id: me.id, name: actorName(me) };
      await recordActivity(tx, {
        ...disputePhotosAdded(shipment, by, dispute.id, photos.length),
        shipment,
      });
    });
  }

  private write(
    caller: Caller,
    shipmentId: string,
    raw: Buffer[],
    work: Parameters<typeof onOpenDispute>[5],
  ) {
    return onOpenDispute(this.db, this.store, caller, shipmentId, raw, work, () =>
      this.view(caller, shipmentId),
    );
  }

  /** One photo of the shipment's dispute (JPEG), for its parties and admins; anyone else 404. */
  async photo(
    caller: Caller,
    shipmentId: string,
    photoId: string,
  ): Promise<{ stream: Readable; sizeBytes: number }> {
    assertShipmentId(shipmentId);
    if (!isUuid(photoId)) throw notFound(DISPUTE_PHOTO_NOT_FOUND);
    const photo = await findPhoto(this.db, scopeFor(caller), shipmentId, photoId);
    if (!photo) throw notFound(DISPUTE_PHOTO_NOT_FOUND);
    const stream = await this.store.get(photo.photoKey).catch(() => {
      throw notFound(DISPUTE_PHOTO_NOT_FOUND);
    });
    return { stream, sizeBytes: photo.photoBytes };
  }
}
