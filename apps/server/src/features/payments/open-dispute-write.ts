import type { ShipmentDisputeView } from '@njira/domain';
import { DISPUTE_NOT_OPEN } from '@njira/domain';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db, Tx } from '../../db/client.ts';
import { lockOpenDispute } from '../../db/queries/dispute-evidence.ts';
import { type DisputeRow, findOpenDispute } from '../../db/queries/disputes.ts';
import type { ShipmentRow } from '../../db/queries/shipments.ts';
import type { UserRow } from '../../db/queries/users.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { assertShipmentId, SHIPMENT_NOT_FOUND } from '../shipments/shipment-access.ts';
import type { DocumentStore } from '../verification/document-store.ts';
import { type KeepPhoto, keepingPhotos, reencodePhotos } from './dispute-photos.ts';
import { findShipmentRow } from './shipment-payment.ts';

/** What a write to the open dispute works on, inside its transaction. */
export interface OpenDisputeWrite {
  shipment: ShipmentRow;
  /** Locked until the transaction ends. */
  dispute: DisputeRow;
  me: UserRow;
  /** The request's photos, re-encoded. */
  photos: Buffer[];
  keep: KeepPhoto;
}

/**
 * A write to the shipment's open dispute (the answer, the owner's photos): the photos re-encoded
 * before the transaction; in it, the shipment read through the caller's scope (404 for another's),
 * the open dispute locked first, as the admin's resolution locks it (409 without one), then `work`.
 * The photos it kept are deleted if the transaction does not commit. Answers with `view`.
 */
export async function onOpenDispute(
  db: Db,
  store: DocumentStore,
  caller: Caller,
  shipmentId: string,
  raw: Buffer[],
  work: (tx: Tx, on: OpenDisputeWrite) => Promise<void>,
  view: () => Promise<ShipmentDisputeView>,
): Promise<ShipmentDisputeView> {
  assertShipmentId(shipmentId);
  // Refused before the photos are decoded (the CPU-heavy part) when it would be refused anyway;
  // checked again under the lock below.
  if (!(await findShipmentRow(db, scopeFor(caller), shipmentId))) throw notFound(SHIPMENT_NOT_FOUND);
  if (!(await findOpenDispute(db, shipmentId))) throw conflict(DISPUTE_NOT_OPEN);
  const photos = await reencodePhotos(raw);
  await keepingPhotos(store, (keep) =>
    transactionAnnouncing(db, async (tx) => {
      const shipment = await findShipmentRow(tx, scopeFor(caller), shipmentId);
      if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
      const dispute = await lockOpenDispute(tx, shipmentId);
      if (!dispute) throw conflict(DISPUTE_NOT_OPEN);
      await work(tx, { shipment, dispute, me: await findCurrentUser(tx, caller), photos, keep });
    }),
  );
  return view();
}
