import { randomUUID } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import { announceActivities } from '../announce.ts';
import type { Db } from '../client.ts';
import { quotes } from '../schema/quotes.ts';
import type { ActivityInput } from './activities.ts';
import type { NewQuoteRow, QuoteRow } from './quotes.ts';
import { ACTIVITY_RECORD, activityRecords, castColumns, namedFor, setKeys } from './write-statements.ts';

type Values = Omit<NewQuoteRow, 'id'> & Pick<QuoteRow, 'createdAt' | 'updatedAt'>;
const quoteColumns = getTableColumns(quotes);
const statements = new Map<string, { name: string; text: string }>();

/**
 * The load and its QUOTE_CREATED entry in one statement, one round trip, its own transaction
 * (ADR 010): both rows or neither. Each value is cast to its column's type.
 */
function postText(keys: (keyof Values)[]): string {
  const { names, casts } = castColumns(
    keys.map((k) => quoteColumns[k]),
    2,
  );
  const activity = keys.length + 2;
  return `
with posted as (
  insert into quotes ("id", ${names}) values ($1::uuid, ${casts})
  returning id, priority_rank
)
insert into activities (id, type, description, actor_id, actor_name, quote_id, metadata, created_at)
select a.id, a.type, a.description, a.actor_id, a.actor_name, p.id, a.metadata, a.created_at
from posted p, jsonb_to_recordset($${activity}::jsonb) as a(${ACTIVITY_RECORD})
returning (select priority_rank from posted) as priority_rank`;
}

/**
 * Inserts the load (its id made here, so `activity` can name it) with its log entry; returns the
 * stored row as Drizzle would read it back: the values given, the id, and the columns PostgreSQL
 * fills (no bids yet, and the priority rank it computed from the fixed fields).
 */
export async function insertPostedQuote(
  db: Db,
  values: Values,
  activity: (id: string) => ActivityInput,
): Promise<QuoteRow> {
  const id = randomUUID();
  const keys = setKeys(values);
  const statement = namedFor(statements, 'post_quote', keys, () => postText(keys));
  const log = activityRecords([activity(id)], values.createdAt);
  const result = await db.$client.query<{ priority_rank: number }>({
    ...statement,
    values: [id, ...keys.map((k) => values[k] ?? null), log.json],
  });
  const priorityRank = result.rows[0]?.priority_rank;
  if (priorityRank === undefined) throw new Error('posting a load wrote nothing');
  announceActivities(db, log.ids);
  return { ...(values as QuoteRow), id, bidCount: 0, priorityRank };
}
