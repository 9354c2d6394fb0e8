import {
  deliveredAt,
  expectedDelivery,
  isTrackingLinkExpired,
  type Position,
  type PublicTracking,
  stageById,
  stageForShipment,
  TRACKING_NOT_FOUND,
  TRACKING_PATH,
  TRACKING_READS_PER_MINUTE,
  TRACKING_THROTTLED,
  TRACKING_TOKEN_PATTERN,
  type TrackingLink,
  trackingLinkExpiry,
  whereText,
} from '@njira/domain';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { readTrail } from '../../db/queries/shipment-positions.ts';
import {
  deleteTrackingLink,
  findOwnedShipment,
  findTrackedShipment,
  putTrackingLink,
} from '../../db/queries/tracking-links.ts';
import { ALL_ROWS } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { takeAttempt } from '../auth/throttle.ts';
import { assertShipmentId, SHIPMENT_NOT_FOUND } from '../shipments/shipment-access.ts';
import { toPositionDto } from './position.service.ts';

export const NOTHING_TO_TRACK = 'A cancelled shipment has nothing to track';
export const LINK_EXPIRED = 'This shipment was delivered more than a week ago: its tracking has ended';

type Delivery = {
  status: string;
  completedAt: Date | null;
  actualDeliveryDate: Date | null;
  updatedAt: Date;
};

/** When a delivered shipment was delivered; null before. */
const deliveredOn = (s: Delivery): Date | null => (s.status === 'DELIVERED' ? deliveredAt(s) : null);

/** The link's state as the owner sees it (the token itself is shown only once, when made). */
export interface TrackingLinkState {
  active: boolean;
  createdAt: string | null;
  expiresAt: string | null;
}

/**
 * Read-only tracking links for the consignee (issue 41, item 7). The owner makes one (a new one
 * replaces the old), sees whether one is live, or stops it; the token is 32 random bytes, of which
 * only the SHA-256 is stored. Anyone holding it reads the route, stage and positions, and nothing
 * about the parties or the money, until a week after delivery.
 */
export class TrackingLinkService {
  constructor(private readonly db: Db) {}

  private async owned(caller: Caller, id: string) {
    assertShipmentId(id);
    const row = await findOwnedShipment(this.db, caller.userId, id);
    if (!row) throw notFound(SHIPMENT_NOT_FOUND);
    return row;
  }

  async state(caller: Caller, id: string): Promise<TrackingLinkState> {
    const row = await this.owned(caller, id);
    const live = row.link !== null && row.status !== 'CANCELLED' && !isTrackingLinkExpired(deliveredOn(row));
    return {
      active: live,
      createdAt: live ? (row.link?.toISOString() ?? null) : null,
      expiresAt: live ? (trackingLinkExpiry(deliveredOn(row))?.toISOString() ?? null) : null,
    };
  }

  async create(caller: Caller, id: string): Promise<TrackingLink> {
    const row = await this.owned(caller, id);
    if (row.status === 'CANCELLED') throw conflict(NOTHING_TO_TRACK);
    const delivered = deliveredOn(row);
    if (isTrackingLinkExpired(delivered)) throw conflict(LINK_EXPIRED);
    const token = randomToken();
    // In the transaction that carries the request's Idempotency-Key, if any (ADR 022).
    await transactionAnnouncing(this.db, (tx) =>
      putTrackingLink(tx, { shipmentId: id, tokenHash: hashToken(token), createdBy: caller.userId }),
    );
    return {
      url: `${TRACKING_PATH}${token}`,
      expiresAt: trackingLinkExpiry(delivered)?.toISOString() ?? null,
    };
  }

  async revoke(caller: Caller, id: string): Promise<void> {
    await this.owned(caller, id);
    await transactionAnnouncing(this.db, (tx) => deleteTrackingLink(tx, id));
  }

  /** GET /api/track/:token: 404 alike for a junk, unknown, stopped or expired token. */
  async open(token: string, ip: string): Promise<PublicTracking> {
    await takeAttempt(this.db, `track:ip:${ip}`, {
      limit: TRACKING_READS_PER_MINUTE,
      windowMinutes: 1,
      message: TRACKING_THROTTLED,
    });
    if (!TRACKING_TOKEN_PATTERN.test(token)) throw notFound(TRACKING_NOT_FOUND);
    const s = await findTrackedShipment(this.db, hashToken(token));
    if (!s || s.status === 'CANCELLED') throw notFound(TRACKING_NOT_FOUND);
    const delivered = deliveredOn(s);
    if (isTrackingLinkExpired(delivered)) throw notFound(TRACKING_NOT_FOUND);
    const trail = (await readTrail(this.db, ALL_ROWS, s.id)).map(toPositionDto);
    const stage = stageForShipment(s.status, s.progress);
    return {
      fromLocation: s.fromLocation,
      toLocation: s.toLocation,
      stage,
      stageLabel: (stage && stageById(stage)?.label) ?? s.status,
      expectedDelivery: expectedDelivery(s).toISOString(),
      deliveredAt: delivered?.toISOString() ?? null,
      last: trail.at(-1) ?? null,
      near: trail.length > 0 ? whereText(trail.at(-1) as Position) : null,
      trail,
    };
  }
}
