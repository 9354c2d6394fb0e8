import {
  ACTIVE_SHIPMENT_STATUSES,
  COMPLETED_SHIPMENT_STATUSES,
  isCancellableShipment,
  type ListQuery,
  type ProgressUpdate,
  SHIPMENT_STATUSES,
  type Shipment,
  type ShipmentStats,
  type ShipmentStatus,
  toKwacha,
} from '@njira/domain';
import {
  actorName,
  lastUpdateText,
  type ShipmentFacts,
  shipmentCancelled,
  shipmentProgressed,
} from '../../activity/activity-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { shipmentStatusTotals, sumOf } from '../../db/queries/shipment-figures.ts';
import {
  appendProgress,
  findShipment,
  listShipments,
  lockShipment,
  type ShipmentRow,
  type ShipmentUpdate,
  updateShipment,
} from '../../db/queries/shipments.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { closedReason, planProgressUpdate } from './progress-plan.ts';
import {
  assertShipmentId,
  CANCEL_ONLY_BEFORE_PICKUP,
  ONLY_OWNER_OR_ADMIN_CANCELS,
  ONLY_TRANSPORTERS,
  SHIPMENT_NOT_FOUND,
} from './shipment-access.ts';
import { toShipmentDto } from './shipment-dto.ts';
import { statusesFor } from './shipment-filters.ts';

export type ShipmentListQuery = Omit<ListQuery, 'status'> & { status?: string | undefined };

/** The value the stats add up: every shipment not called off. */
const NOT_CANCELLED = SHIPMENT_STATUSES.filter((s) => s !== 'CANCELLED');

/** A shipment row as the activity log describes it (money in Kwacha). */
function factsOf(row: ShipmentRow): ShipmentFacts {
  return { ...row, amount: toKwacha(row.amountNgwee) };
}

export class ShipmentService {
  constructor(private readonly db: Db) {}

  /** The caller's shipments, newest first; `preset` fixes the statuses (the active/completed tabs). */
  async list(
    caller: Caller,
    query: ShipmentListQuery,
    preset?: readonly ShipmentStatus[],
  ): Promise<{ items: Shipment[]; total: number }> {
    const scope = scopeFor(caller);
    const { rows, total } = await listShipments(
      this.db,
      scope,
      {
        statuses: preset ?? statusesFor(query.status),
        search: query.search,
        limit: query.limit,
        offset: query.offset,
      },
      caller.userId,
    );
    const items = rows.map((row) => toShipmentDto(row, caller.userId));
    return { items, total };
  }

  /** Counted per status in one aggregate, then grouped as the domain groups them. */
  async stats(caller: Caller): Promise<ShipmentStats> {
    const totals = await shipmentStatusTotals(this.db, scopeFor(caller));
    return {
      active: sumOf(totals, ACTIVE_SHIPMENT_STATUSES, 'count'),
      inTransit: sumOf(totals, ['IN_TRANSIT'], 'count'),
      completed: sumOf(totals, COMPLETED_SHIPMENT_STATUSES, 'count'),
      totalValue: toKwacha(sumOf(totals, NOT_CANCELLED, 'amountNgwee')),
    };
  }

  /** 404 alike for a junk id, a missing shipment and one the caller is not party to. */
  async get(caller: Caller, id: string): Promise<Shipment> {
    assertShipmentId(id);
    return this.answer(this.db, caller, id);
  }

  /**
   * The assigned transporter moves the shipment forward and/or sets driver details. The row is
   * locked for the whole transaction, so concurrent updates are applied one after the other and
   * each is checked against what the previous one left: the stage can never go backwards.
   */
  async updateProgress(caller: Caller, id: string, input: ProgressUpdate): Promise<Shipment> {
    assertShipmentId(id);
    const scope = scopeFor(caller);
    return transactionAnnouncing(this.db, async (tx) => {
      const row = await lockShipment(tx, scope, id);
      if (!row) throw notFound(SHIPMENT_NOT_FOUND);
      // A party who is not its transporter (its owner) or an admin: told why, as the spec says.
      if (caller.role !== 'transporter') throw forbidden(ONLY_TRANSPORTERS);
      const closed = closedReason(row);
      if (closed) throw conflict(closed);
      const plan = planProgressUpdate(row, input);
      const actor = await findCurrentUser(tx, caller);

      let values: ShipmentUpdate = { ...plan.details, updatedAt: new Date() };
      if (plan.appendsHistory) {
        const entry = await appendProgress(tx, {
          shipmentId: id,
          status: plan.stage?.status ?? row.status,
          progress: plan.stage?.progress ?? row.progress,
          location: input.location ?? null,
          notes: input.notes ?? null,
          updatedBy: actorName(actor),
          updatedById: actor.id,
        });
        const at = entry.createdAt;
        values = {
          ...values,
          updatedAt: at,
          lastUpdate: lastUpdateText(plan.label, input.location),
          lastUpdateTime: at,
          ...(plan.stage ? { status: plan.stage.status, progress: plan.stage.progress } : {}),
          ...(plan.stage?.id === 'DELIVERED' ? { completedAt: at, actualDeliveryDate: at } : {}),
        };
      }
      const updated = await updateShipment(tx, scope, id, values);
      // Logged at the moment the change took the lock, so the log orders updates as they happened.
      await recordActivity(
        tx,
        shipmentProgressed(factsOf(updated), actor, plan.stage?.label ?? null, updated.updatedAt),
      );
      return this.answer(tx, caller, id);
    });
  }

  /**
   * The shipment as the caller may see it. A change reads it in its own transaction, before the
   * commit while the row is still locked: read after it, a concurrent update committed meanwhile
   * could show in this answer (two callers both told 'DELIVERED').
   */
  private async answer(db: DbOrTx, caller: Caller, id: string): Promise<Shipment> {
    const row = await findShipment(db, scopeFor(caller), id, caller.userId);
    if (!row) throw notFound(SHIPMENT_NOT_FOUND);
    return toShipmentDto(row, caller.userId);
  }

  /** The owner (or an admin) calls it off before pickup; the quote stays ACCEPTED. */
  async cancel(caller: Caller, id: string): Promise<Shipment> {
    assertShipmentId(id);
    const scope = scopeFor(caller);
    return transactionAnnouncing(this.db, async (tx) => {
      const row = await lockShipment(tx, scope, id);
      if (!row) throw notFound(SHIPMENT_NOT_FOUND);
      if (caller.role === 'transporter') throw forbidden(ONLY_OWNER_OR_ADMIN_CANCELS);
      if (!isCancellableShipment(row.status)) throw conflict(CANCEL_ONLY_BEFORE_PICKUP);
      const actor = await findCurrentUser(tx, caller);
      const entry = await appendProgress(tx, {
        shipmentId: id,
        status: 'CANCELLED',
        progress: row.progress,
        location: null,
        notes: 'Cancelled before pickup',
        updatedBy: actorName(actor),
        updatedById: actor.id,
      });
      const updated = await updateShipment(tx, scope, id, {
        status: 'CANCELLED',
        lastUpdate: 'Cancelled',
        lastUpdateTime: entry.createdAt,
        updatedAt: entry.createdAt,
      });
      await recordActivity(tx, shipmentCancelled(factsOf(updated), actor, entry.createdAt));
      return this.answer(tx, caller, id);
    });
  }
}
