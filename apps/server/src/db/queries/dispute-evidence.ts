import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { shipmentDisputes } from '../schema/shipment-disputes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { Scope } from '../scope.ts';
import type { DisputeRow } from './disputes.ts';
import { shipmentScopeCondition } from './shipments.ts';

const opener = alias(users, 'dispute_opener');
const answerer = alias(users, 'dispute_answerer');

/** A dispute with the companies that opened and answered it. */
export interface DisputeWithNames {
  dispute: DisputeRow;
  openedByName: string;
  answeredByName: string | null;
}

/**
 * The shipment's dispute its parties see: the open one, else the latest resolved. The shipment is
 * read through the caller's scope in the same `where`, so another's shipment has none.
 */
export async function findShipmentDispute(
  db: DbOrTx,
  scope: Scope,
  shipmentId: string,
): Promise<DisputeWithNames | undefined> {
  const [row] = await db
    .select({
      dispute: shipmentDisputes,
      openedByName: opener.companyName,
      answeredByName: answerer.companyName,
    })
    .from(shipmentDisputes)
    .innerJoin(shipments, eq(shipments.id, shipmentDisputes.shipmentId))
    .innerJoin(opener, eq(opener.id, shipmentDisputes.openedBy))
    .leftJoin(answerer, eq(answerer.id, shipmentDisputes.answeredBy))
    .where(and(eq(shipmentDisputes.shipmentId, shipmentId), shipmentScopeCondition(scope)))
    .orderBy(sql`${shipmentDisputes.resolvedAt} is null desc`, desc(shipmentDisputes.openedAt))
    .limit(1);
  return row;
}

/** The shipment's open dispute, locked until the transaction ends (the caller holds the shipment's lock). */
export async function lockOpenDispute(tx: DbOrTx, shipmentId: string): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .select()
    .from(shipmentDisputes)
    .where(and(eq(shipmentDisputes.shipmentId, shipmentId), isNull(shipmentDisputes.resolvedAt)))
    .for('update')
    .limit(1);
  return row;
}

/** Writes the answer once: nothing when the dispute was answered or resolved meanwhile. */
export async function recordAnswer(
  tx: DbOrTx,
  disputeId: string,
  values: { answer: string; answeredBy: string },
): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .update(shipmentDisputes)
    .set({ ...values, answeredAt: new Date() })
    .where(
      and(
        eq(shipmentDisputes.id, disputeId),
        isNull(shipmentDisputes.answeredAt),
        isNull(shipmentDisputes.resolvedAt),
      ),
    )
    .returning();
  return row;
}
