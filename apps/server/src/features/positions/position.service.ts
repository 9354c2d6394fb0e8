import {
  isOnTheRoad,
  NOT_ON_THE_ROAD,
  POSITIONS_PER_MINUTE,
  POSITIONS_THROTTLED,
  type Position,
  type PositionReport,
  SHARING_OFF,
  type ShipmentPositions,
  type StoredPosition,
  takenAtProblem,
  thinTrail,
  whereText,
} from '@njira/domain';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import {
  findPositionShipment,
  insertPosition,
  type PositionRow,
  readPositions,
  setShareLocation,
} from '../../db/queries/shipment-positions.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { takeAttempt } from '../auth/throttle.ts';
import { assertShipmentId, SHIPMENT_NOT_FOUND } from '../shipments/shipment-access.ts';

export const ONLY_TRANSPORTER_SHARES = 'Only the assigned transporter can share the truck’s location';
export const ONLY_TRANSPORTER_REPORTS = 'Only the assigned transporter can report the truck’s position';

export function toPositionDto(row: PositionRow): Position {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy: row.accuracyM,
    takenAt: row.takenAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
  };
}

/** The last fix, where it is in words, and the trail thinned to TRAIL_MAX_POINTS (oldest first). */
export function trailView(rows: PositionRow[]): Pick<ShipmentPositions, 'last' | 'near' | 'trail'> {
  const trail = thinTrail(rows).map(toPositionDto);
  const last = trail.at(-1) ?? null;
  return { last, near: last && whereText(last), trail };
}

/**
 * The truck's positions (issue 41, item 4). Every read and write finds the shipment through the
 * caller's scope in the SQL where: another owner's or transporter's shipment is a 404, like a missing
 * one. Only its transporter writes, while the shipment is on the road and sharing is on.
 */
export class PositionService {
  constructor(
    private readonly db: Db,
    /** Tells the shipment's parties' open pages (after the commit). */
    private readonly announce: (shipmentId: string) => void,
  ) {}

  async setSharing(caller: Caller, id: string, share: boolean): Promise<{ sharing: boolean }> {
    assertShipmentId(id);
    const scope = scopeFor(caller);
    // In the transaction that carries the request's Idempotency-Key, if any (ADR 022).
    const changed = await transactionAnnouncing(this.db, async (tx) => {
      const row = await findPositionShipment(tx, scope, id, 'update');
      if (!row) throw notFound(SHIPMENT_NOT_FOUND);
      if (caller.role !== 'transporter') throw forbidden(ONLY_TRANSPORTER_SHARES);
      if (!(await setShareLocation(tx, scope, id, share))) throw notFound(SHIPMENT_NOT_FOUND);
      return row.shareLocation !== share;
    });
    if (changed) this.announce(id);
    return { sharing: share };
  }

  /**
   * Stores one fix, once per phone id. Refused with nothing stored: not the caller's (404), not a
   * transporter (403), not on the road or sharing off (409), a time out of bounds (400), a burst (429).
   */
  async report(caller: Caller, id: string, input: PositionReport): Promise<StoredPosition> {
    assertShipmentId(id);
    const scope = scopeFor(caller);
    const { row, created } = await transactionAnnouncing(this.db, async (tx) => {
      const shipment = await findPositionShipment(tx, scope, id, 'share');
      if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
      if (caller.role !== 'transporter') throw forbidden(ONLY_TRANSPORTER_REPORTS);
      if (!isOnTheRoad(shipment.status, shipment.progress)) throw conflict(NOT_ON_THE_ROAD);
      if (!shipment.shareLocation) throw conflict(SHARING_OFF);
      const timeProblem = takenAtProblem(input.takenAt);
      if (timeProblem) throw badRequest(timeProblem);
      await takeAttempt(tx, `positions:shipment:${id}`, {
        limit: POSITIONS_PER_MINUTE,
        windowMinutes: 1,
        message: POSITIONS_THROTTLED,
      });
      return insertPosition(tx, {
        id: input.id,
        shipmentId: id,
        transporterId: shipment.transporterId,
        latitude: input.latitude,
        longitude: input.longitude,
        accuracyM: input.accuracy,
        takenAt: new Date(input.takenAt),
      });
    });
    if (created) this.announce(id);
    return { id: input.id, created, ...toPositionDto(row) };
  }

  /** Whether sharing is on, the last fix and the thinned trail: the owner, the transporter, admins. */
  async read(caller: Caller, id: string): Promise<ShipmentPositions> {
    assertShipmentId(id);
    const scope = scopeFor(caller);
    const [shipment, rows] = await Promise.all([
      findPositionShipment(this.db, scope, id),
      readPositions(this.db, scope, id),
    ]);
    if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
    return { sharing: shipment.shareLocation, ...trailView(rows) };
  }
}
