import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, genericPlans } from '../client.ts';
import { prepared } from '../prepared.ts';
import { ratings } from '../schema/ratings.ts';
import { shipmentProgress } from '../schema/shipment-progress.ts';
import { shipments } from '../schema/shipments.ts';
import { userSettings } from '../schema/user-settings.ts';
import { users } from '../schema/users.ts';
import { placeholderScope, type Scope, scopeParams } from '../scope.ts';
import { partyJson, ratingShownTo } from './party-json.ts';
import { iso, kwacha } from './quote-summaries.ts';
import { shipmentScopeCondition } from './shipments.ts';
import { platformFeeNgwee } from './sql-helpers.ts';

const viewer = sql`${sql.placeholder('viewerId')}::uuid`;

/**
 * A shipment column, qualified: in a one-table select Drizzle writes a column bare, and a bare `id`
 * inside a sub-select on the history would mean the history row's id.
 */
const q = (column: AnyColumn) => sql`${shipments}.${sql.identifier(column.name)}`;

/** A party of the shipment: both see each other's contact once a bid is accepted (DESIGN). */
function partyOf(column: 'owner_id' | 'transporter_id'): SQL {
  return sql`(select ${partyJson('u', sql`true`, ratingShownTo('u', 'us', viewer))}
    from ${users} u left join ${userSettings} us on us.user_id = u.id
    where u.id = ${shipments}.${sql.identifier(column)})`;
}

/**
 * The shipment (`shipmentSchema`) as `toShipmentDto` shows it to `viewerId`, as the JSON text the
 * API sends: amounts in Kwacha with the domain's fee split, the history oldest first, both parties
 * with contact, ratings as each party allows, and the viewer's own rating given on it.
 */
const shipmentJson = sql`json_build_object(
  'id', ${q(shipments.id)},
  'quoteId', ${q(shipments.quoteId)},
  'status', ${q(shipments.status)},
  'amount', ${kwacha(q(shipments.amountNgwee))},
  'platformFee', ${kwacha(platformFeeNgwee(q(shipments.amountNgwee)))},
  'transporterAmount', ${kwacha(sql`(${q(shipments.amountNgwee)} - ${platformFeeNgwee(q(shipments.amountNgwee))})`)},
  'cargo', ${q(shipments.cargo)},
  'cargoType', ${q(shipments.cargoType)},
  'cargoDescription', ${q(shipments.cargoDescription)},
  'fromLocation', ${q(shipments.fromLocation)},
  'fromAddress', ${q(shipments.fromAddress)},
  'toLocation', ${q(shipments.toLocation)},
  'toAddress', ${q(shipments.toAddress)},
  'weight', ${q(shipments.weightKg)},
  'distance', ${q(shipments.distanceKm)},
  'dimensions', ${q(shipments.dimensions)},
  'progress', ${q(shipments.progress)},
  'pickupDate', ${iso(q(shipments.pickupDate))},
  'deliveryDate', ${iso(q(shipments.deliveryDate))},
  'estimatedDeliveryDate', ${iso(q(shipments.estimatedDeliveryDate))},
  'actualDeliveryDate', ${iso(q(shipments.actualDeliveryDate))},
  'completedAt', ${iso(q(shipments.completedAt))},
  'createdAt', ${iso(q(shipments.createdAt))},
  'updatedAt', ${iso(q(shipments.updatedAt))},
  'lastUpdate', ${q(shipments.lastUpdate)},
  'lastUpdateTime', ${iso(q(shipments.lastUpdateTime))},
  'eta', ${iso(q(shipments.eta))},
  'progressHistory', coalesce((
    select json_agg(json_build_object(
      'status', p.status, 'progress', p.progress, 'timestamp', ${iso(sql`p.created_at`)},
      'location', p.location, 'notes', p.notes, 'updatedBy', p.updated_by)
      order by p.created_at, p.id)
    from ${shipmentProgress} p where p.shipment_id = ${q(shipments.id)}), '[]'::json),
  'driverName', ${q(shipments.driverName)},
  'driverPhone', ${q(shipments.driverPhone)},
  'truckNumber', ${q(shipments.truckNumber)},
  'cargoOwner', ${partyOf('owner_id')},
  'transporter', ${partyOf('transporter_id')},
  'myRating', (select json_build_object('stars', r.stars, 'comment', r.comment, 'createdAt', ${iso(sql`r.created_at`)})
    from ${ratings} r where r.shipment_id = ${q(shipments.id)} and r.rater_id = ${viewer}))::text`;

/**
 * The shipment's page as `viewerId` may see it, as JSON text, or undefined when it does not exist or
 * is not the scope's: one prepared statement per scope kind, passed on unparsed (ADR 010);
 * `shipment-detail.test.ts` holds it to `toShipmentDto` for every kind of viewer.
 */
export async function findShipmentJson(
  db: DbOrTx,
  scope: Scope,
  id: string,
  viewerId: string,
): Promise<string | undefined> {
  const { kind, scopeId } = scopeParams(scope);
  const on = genericPlans(db);
  const statement = prepared(on, `shipment_json_${kind}`, (name) =>
    on
      .select({ json: sql<string>`${shipmentJson}` })
      .from(shipments)
      .where(and(eq(shipments.id, sql.placeholder('id')), shipmentScopeCondition(placeholderScope(kind))))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id, scopeId, viewerId });
  return row?.json;
}
