import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, genericPlans } from '../client.ts';
import { prepared } from '../prepared.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { userSettings } from '../schema/user-settings.ts';
import { users } from '../schema/users.ts';
import { placeholderScope, type Scope, type ScopeKind, scopeParams } from '../scope.ts';
import { partyJson, ratingShownTo } from './party-json.ts';
import { iso, kwacha, quoteFieldPairs } from './quote-summaries.ts';
import { quoteScopeCondition } from './quotes.ts';

const viewer = sql`${sql.placeholder('scopeId')}::uuid`;
/** Who is looking, for the rating rule: an admin's scope carries no id (and an admin never bids). */
const viewerOf = (kind: ScopeKind) => (kind === 'all' ? sql`null::uuid` : viewer);

/**
 * A bid's transporter (`partySchema`) as the viewer may see it, read only when the bid is one the
 * viewer may see the bidder of: contact when `contact` holds, the rating unless the bidder hides it.
 */
function transporterJson(kind: ScopeKind, contact: SQL): SQL {
  return sql`(select ${partyJson('u', contact, ratingShownTo('u', 'us', viewerOf(kind)))}
    from ${users} u left join ${userSettings} us on us.user_id = u.id
    where u.id = b.transporter_id)`;
}

/**
 * One bid (`bidSchema`) as `bidView` shows it: the owner and admins see who bid and the notes
 * (the contact only of the accepted bidder, or always for admins); a transporter sees the bidder
 * and notes of its own bid only, and of the others the amounts, days and times.
 */
function bidJson(kind: ScopeKind): SQL {
  const own = kind === 'transporter' ? sql`(b.transporter_id = ${viewer})` : sql`false`;
  const seesBidder = kind === 'transporter' ? own : sql`true`;
  const contact = kind === 'all' ? sql`true` : kind === 'owner' ? sql`b.is_accepted` : own;
  const common = sql`'id', b.id, 'amount', ${kwacha(sql`b.amount_ngwee`)}, 'estimatedDays', b.estimated_days`;
  const when = sql`'createdAt', ${iso(sql`b.created_at`)}, 'isAccepted', b.is_accepted, 'isOwn', ${own}`;
  return sql`case when ${seesBidder}
    then json_build_object(${common}, 'notes', b.notes, ${when}, 'transporter', ${transporterJson(kind, contact)})
    else json_build_object(${common}, 'notes', null, ${when}) end`;
}

/**
 * The load's bids, read in one pass (ADR 010, eleventh round): the list as the viewer may see it,
 * how many, the lowest (null without bids) and who has the accepted one. An aggregate without
 * GROUP BY always gives its one row, so a load without bids still has it (no list, count 0).
 */
function bidsOfQuote(kind: ScopeKind): SQL {
  return sql`(select json_agg(${bidJson(kind)} order by b.amount_ngwee, b.created_at, b.id) as list,
      count(*)::int as count,
      ${kwacha(sql`min(b.amount_ngwee)`)} as lowest,
      (array_agg(b.transporter_id) filter (where b.is_accepted))[1] as accepted_by
    from ${bids} b where b.quote_id = ${quotes.id}) qb`;
}

/**
 * Whether the viewer is a party of the load (`toQuoteDto`): its owner, an admin, or the transporter
 * whose bid was accepted (the shipment's, or the accepted bid's while no shipment is seen).
 */
function isPartySql(kind: ScopeKind): SQL {
  if (kind !== 'transporter') return sql`true`;
  return sql`(coalesce(${shipments.transporterId}, qb.accepted_by) is not distinct from ${viewer})`;
}

function quoteJson(kind: ScopeKind): SQL {
  const isParty = isPartySql(kind);
  return sql`json_build_object(
    ${quoteFieldPairs(isParty)},
    'bids', coalesce(qb.list, '[]'::json),
    'bidCount', qb.count,
    'lowestBid', qb.lowest,
    'shipmentId', case when ${isParty} then ${shipments.id} end)::text`;
}

/**
 * The quote's page (`quoteSchema`) as the scope's caller may see it, as the JSON text the API sends,
 * or undefined when it does not exist or is not the scope's to see. PostgreSQL builds it in one
 * prepared statement per scope kind, reading the bids once, and Node passes it on unparsed (ADR
 * 010); the rules are `toQuoteDto`'s, and `quote-detail.test.ts` holds this to that for every kind
 * of caller.
 */
export async function findQuoteJson(db: DbOrTx, scope: Scope, id: string): Promise<string | undefined> {
  const { kind, scopeId } = scopeParams(scope);
  const on = genericPlans(db);
  const statement = prepared(on, `quote_json_${kind}`, (name) =>
    on
      .select({ json: sql<string>`${quoteJson(kind)}` })
      .from(quotes)
      .innerJoin(users, eq(users.id, quotes.ownerId))
      .leftJoin(shipments, eq(shipments.quoteId, quotes.id))
      .crossJoinLateral(bidsOfQuote(kind))
      .where(and(eq(quotes.id, sql.placeholder('id')), quoteScopeCondition(placeholderScope(kind))))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id, scopeId });
  return row?.json;
}
