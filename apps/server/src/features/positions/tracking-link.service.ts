import {
  deliveredAt,
  expectedDelivery,
  isTrackingLinkExpired,
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
} from '@njira/domain';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { readPositions } from '../../db/queries/shipment-positions.ts';
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
import { trailView } from './position.service.ts';

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

/** Why a shipment has no live tracking (cancelled, or delivered over a week ago); null while it has. */
function trackingEnded(s: Delivery): string | null {
  if (s.status === 'CANCELLED') return NOTHING_TO_TRACK;
  return isTrackingLinkExpired(deliveredOn(s)) ? LINK_EXPIRED : null;
}

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
    const live = row.link !== null && trackingEnded(row) === null;
    return {
      active: live,
      createdAt: live ? (row.link?.toISOString() ?? null) : null,
      expiresAt: live ? (trackingLinkExpiry(deliveredOn(row))?.toISOString() ?? null) : null,
    };
  }

  async create(caller: Caller, id: string): Promise<TrackingLink> {
    const row = await this.owned(caller, id);
    const ended = trackingEnded(row);
    if (ended) throw conflict(ended);
    const token = randomToken();
    // In the transaction that carries the request's Idempotency-Key, if any (ADR 022).
    await transactionAnnouncing(this.db, (tx) =>
      putTrackingLink(tx, { shipmentId: id, tokenHash: hashToken(token), createdBy: caller.userId }),
    );
    return {
      url: `${TRACKING_PATH}${token}`,
      expiresAt: trackingLinkExpiry(deliveredOn(row))?.toISOString() ?? null,
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
    if (!s || trackingEnded(s)) throw notFound(TRACKING_NOT_FOUND);
    const stage = stageForShipment(s.status, s.progress);
    return {
      fromLocation: s.fromLocation,
      toLocation: s.toLocation,
      stage,
      stageLabel: (stage && stageById(stage)?.label) ?? s.status,
      expectedDelivery: expectedDelivery(s).toISOString(),
      deliveredAt: deliveredOn(s)?.toISOString() ?? null,
      ...trailView(await readPositions(this.db, ALL_ROWS, s.id)),
    };
  }
}
