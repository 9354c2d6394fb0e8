import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { type DISPUTE_RESOLUTIONS, shipmentDisputes } from '../schema/shipment-disputes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';

export type DisputeRow = typeof shipmentDisputes.$inferSelect;

/** SQL true when the shipment (a column or an id) has an open dispute: release skips it. */
export function hasOpenDispute(shipmentId: SQL | typeof shipments.id): SQL {
  return sql`exists (select 1 from ${shipmentDisputes} d where d.shipment_id = ${shipmentId} and d.resolved_at is null)`;
}

/** The shipment's open dispute, if any (the caller has checked it may see the shipment). */
export async function findOpenDispute(db: DbOrTx, shipmentId: string): Promise<DisputeRow | undefined> {
  const [row] = await db
    .select()
    .from(shipmentDisputes)
    .where(and(eq(shipmentDisputes.shipmentId, shipmentId), isNull(shipmentDisputes.resolvedAt)))
    .limit(1);
  return row;
}

export async function insertDispute(
  tx: DbOrTx,
  values: { shipmentId: string; openedBy: string; reason: string },
): Promise<DisputeRow> {
  const [row] = await tx.insert(shipmentDisputes).values(values).returning();
  if (!row) throw new Error('the dispute was not stored');
  return row;
}

/** A dispute, locked for its resolution (admins only: every dispute). */
export async function lockDispute(tx: DbOrTx, id: string): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .select()
    .from(shipmentDisputes)
    .where(eq(shipmentDisputes.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function markResolved(
  tx: DbOrTx,
  id: string,
  values: {
    resolution: (typeof DISPUTE_RESOLUTIONS)[number];
    refundNgwee: number;
    resolutionReason: string;
    resolvedBy: string;
  },
): Promise<DisputeRow> {
  const [row] = await tx
    .update(shipmentDisputes)
    .set({ ...values, resolvedAt: new Date() })
    .where(and(eq(shipmentDisputes.id, id), isNull(shipmentDisputes.resolvedAt)))
    .returning();
  if (!row) throw new Error(`dispute ${id} was not open`);
  return row;
}

const owner = alias(users, 'dispute_owner');
const transporter = alias(users, 'dispute_transporter');
const resolver = alias(users, 'dispute_resolver');
const answerer = alias(users, 'dispute_answerer');

/** A dispute with what the admin's list shows of its shipment and parties (escrow is read apart). */
export interface AdminDisputeRow {
  dispute: DisputeRow;
  cargo: string;
  fromLocation: string;
  toLocation: string;
  amountNgwee: number;
  ownerId: string;
  ownerName: string;
  transporterId: string;
  transporterName: string;
  resolverName: string | null;
  /** The transporter's company once it answered. */
  answererName: string | null;
}

function adminSelect(db: DbOrTx) {
  return db
    .select({
      dispute: shipmentDisputes,
      cargo: shipments.cargo,
      fromLocation: shipments.fromLocation,
      toLocation: shipments.toLocation,
      amountNgwee: shipments.amountNgwee,
      ownerId: shipments.ownerId,
      ownerName: owner.companyName,
      transporterId: shipments.transporterId,
      transporterName: transporter.companyName,
      resolverName: resolver.fullName,
      answererName: answerer.companyName,
    })
    .from(shipmentDisputes)
    .innerJoin(shipments, eq(shipments.id, shipmentDisputes.shipmentId))
    .innerJoin(owner, eq(owner.id, shipments.ownerId))
    .innerJoin(transporter, eq(transporter.id, shipments.transporterId))
    .leftJoin(resolver, eq(resolver.id, shipmentDisputes.resolvedBy))
    .leftJoin(answerer, eq(answerer.id, shipmentDisputes.answeredBy));
}

/** Every dispute (admins only): open first, then the newest. */
export function listAdminDisputes(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<AdminDisputeRow[]> {
  return adminSelect(db)
    .orderBy(
      sql`${shipmentDisputes.resolvedAt} is null desc`,
      desc(shipmentDisputes.openedAt),
      desc(shipmentDisputes.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAdminDisputes(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shipmentDisputes);
  return row?.n ?? 0;
}

/** One dispute as the admin's list shows it. */
export async function findAdminDispute(db: DbOrTx, id: string): Promise<AdminDisputeRow | undefined> {
  const [row] = await adminSelect(db).where(eq(shipmentDisputes.id, id)).limit(1);
  return row;
}
