import {
  ACTIVE_SHIPMENT_STATUSES,
  COMPLETED_SHIPMENT_STATUSES,
  type ListQuery,
  type ProgressUpdate,
  SHIPMENT_STATUSES,
  type Shipment,
  type ShipmentStats,
  type ShipmentStatus,
  toKwacha,
} from '@njira/domain';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findShipment } from '../../db/queries/shipment-detail.ts';
import { shipmentStatusTotals, sumOf } from '../../db/queries/shipment-figures.ts';
import { listShipments } from '../../db/queries/shipment-list.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/http-errors.ts';
import { assertShipmentId, SHIPMENT_NOT_FOUND } from './shipment-access.ts';
import { applyCancel, applyProgress } from './shipment-changes.ts';
import { toShipmentDto } from './shipment-dto.ts';
import { statusesFor } from './shipment-filters.ts';
import { applyUnpaidWithdrawal } from './unpaid-withdrawal.ts';

export type ShipmentListQuery = Omit<ListQuery, 'status'> & { status?: string | undefined };

/** The value the stats add up: every shipment not called off. */
const NOT_CANCELLED = SHIPMENT_STATUSES.filter((s) => s !== 'CANCELLED');

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
    const items = rows.map((row) => toShipmentDto(row, caller));
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
    return transactionAnnouncing(this.db, async (tx) => {
      await applyProgress(tx, caller, id, input);
      return this.answer(tx, caller, id);
    });
  }

  /**
   * The owner (or an admin) calls it off before pickup; the quote stays ACCEPTED unless `reopenLoad`
   * opens it to bids again.
   */
  async cancel(caller: Caller, id: string, opts: { reopenLoad: boolean }): Promise<Shipment> {
    assertShipmentId(id);
    return transactionAnnouncing(this.db, async (tx) => {
      await applyCancel(tx, caller, id, opts);
      return this.answer(tx, caller, id);
    });
  }

  /**
   * Its transporter withdraws from a shipment left unpaid for 24 hours: cancelled, and the load
   * open to bids again (`unpaid-withdrawal.ts`).
   */
  async withdrawUnpaid(caller: Caller, id: string): Promise<Shipment> {
    assertShipmentId(id);
    return transactionAnnouncing(this.db, async (tx) => {
      await applyUnpaidWithdrawal(tx, caller, id);
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
    return toShipmentDto(row, caller);
  }
}
