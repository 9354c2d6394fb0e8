import type { RatingBody, Shipment } from '@njira/domain';
import { shipmentRated } from '../../activity/shipment-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { addToRatingTotals, insertRatingOnce } from '../../db/queries/ratings.ts';
import { lockShipment } from '../../db/queries/shipments.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import type { ShipmentService } from '../shipments/shipment.service.ts';
import { assertShipmentId, SHIPMENT_NOT_FOUND } from '../shipments/shipment-access.ts';

export const RATE_ONLY_DELIVERED = 'You can rate a shipment only once it has been delivered';
export const ALREADY_RATED = 'You have already rated this shipment';
export const ONLY_PARTIES_RATE = 'Only the cargo owner and the transporter of a shipment can rate it';

export class RatingService {
  constructor(
    private readonly db: Db,
    private readonly shipments: ShipmentService,
  ) {}

  /**
   * One party of a delivered shipment rates the other: the owner its transporter, the transporter
   * its owner. The rating, the ratee's running totals and the activity row commit together; a second
   * rating by the same party (even a racing one) is refused by the unique constraint.
   */
  async rate(caller: Caller, shipmentId: string, input: RatingBody): Promise<Shipment> {
    // The route lets only the two market sides in; kept so the rule does not hang on the route.
    if (caller.role === 'admin') throw forbidden(ONLY_PARTIES_RATE);
    assertShipmentId(shipmentId);
    await transactionAnnouncing(this.db, async (tx) => {
      // The caller's scope is in the lock's where: anyone not a party finds nothing (404).
      const shipment = await lockShipment(tx, scopeFor(caller), shipmentId);
      if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
      if (shipment.status !== 'DELIVERED') throw conflict(RATE_ONLY_DELIVERED);
      const rateeId = caller.role === 'cargo-owner' ? shipment.transporterId : shipment.ownerId;
      const rating = await insertRatingOnce(tx, {
        shipmentId,
        raterId: caller.userId,
        rateeId,
        stars: input.stars,
        comment: input.comment ?? null,
      });
      if (!rating) throw conflict(ALREADY_RATED);
      const ratee = await addToRatingTotals(tx, rateeId, input.stars);
      if (!ratee) throw new Error(`rated user ${rateeId} is gone`);
      const rater = await findCurrentUser(tx, caller);
      await recordActivity(
        tx,
        shipmentRated(shipment, rater, ratee.companyName, input.stars, rating.createdAt),
      );
    });
    return this.shipments.get(caller, shipmentId);
  }
}
