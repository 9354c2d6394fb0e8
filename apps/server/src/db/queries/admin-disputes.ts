import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { shipmentDisputes } from '../schema/shipment-disputes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { DisputeRow } from './disputes.ts';

/** The admin's Disputes screen (admins only: every dispute, no scope). */

const owner = alias(users, 'dispute_owner');
const transporter = alias(users, 'dispute_transporter');
const resolver = alias(users, 'dispute_resolver');
const answerer = alias(users, 'dispute_answerer');

/**
 * A dispute with what the admin's list shows of its shipment, parties, resolver and the company that
 * answered (escrow and the photos are read apart).
 */
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
