import type { QuoteStatus } from '@njira/domain';
import { and, count, desc, eq, gt, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;

/** The columns of a user that a party of a load may be shown, contact included (the service trims). */
export const partyColumns = {
  id: users.id,
  fullName: users.fullName,
  companyName: users.companyName,
  email: users.email,
  phoneNumber: users.phoneNumber,
};

/** A quote with its owner and, once accepted, its shipment. */
export interface QuoteWithOwner {
  quote: QuoteRow;
  owner: { id: string; fullName: string; companyName: string; email: string; phoneNumber: string };
  shipment: { id: string; transporterId: string } | null;
}

/** Who may see which quotes, and what to narrow them by; the service builds it from the caller. */
export interface QuoteFilter {
  /** Only this cargo owner's quotes. */
  ownerId?: string;
  /** Only what this transporter may see: open loads, and those it bid on. */
  visibleToTransporterId?: string;
  /** Only ACTIVE quotes that have not expired. */
  openOnly?: boolean;
  /** By the status a reader sees (an ACTIVE quote past its expiry counts as EXPIRED). */
  status?: QuoteStatus;
  /** Case-insensitive substring of cargo, from, to or id. */
  search?: string;
}

const isOpen = () => and(eq(quotes.status, 'ACTIVE'), gt(quotes.expiresAt, sql`now()`));

function effectiveStatusIs(status: QuoteStatus): SQL | undefined {
  switch (status) {
    case 'ACTIVE':
      return isOpen();
    case 'EXPIRED':
      return or(
        eq(quotes.status, 'EXPIRED'),
        and(eq(quotes.status, 'ACTIVE'), lte(quotes.expiresAt, sql`now()`)),
      );
    case 'ACCEPTED':
    case 'CANCELLED':
      return eq(quotes.status, status);
  }
}

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: QuoteFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.ownerId) conditions.push(eq(quotes.ownerId, filter.ownerId));
  if (filter.visibleToTransporterId) {
    conditions.push(
      or(
        isOpen(),
        sql`exists (select 1 from ${bids} where ${bids.quoteId} = ${quotes.id} and ${bids.transporterId} = ${filter.visibleToTransporterId})`,
      ),
    );
  }
  if (filter.openOnly) conditions.push(isOpen());
  if (filter.status) conditions.push(effectiveStatusIs(filter.status));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(quotes.cargo, pattern),
        ilike(quotes.fromLocation, pattern),
        ilike(quotes.toLocation, pattern),
        sql`${quotes.id}::text ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

function selectWithOwner(db: DbOrTx) {
  return db
    .select({
      quote: quotes,
      owner: partyColumns,
      shipmentId: shipments.id,
      shipmentTransporterId: shipments.transporterId,
    })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.ownerId))
    .leftJoin(shipments, eq(shipments.quoteId, quotes.id));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectWithOwner>['execute']>>[number];

function toQuoteWithOwner(row: JoinedRow): QuoteWithOwner {
  return {
    quote: row.quote,
    owner: row.owner,
    shipment:
      row.shipmentId && row.shipmentTransporterId
        ? { id: row.shipmentId, transporterId: row.shipmentTransporterId }
        : null,
  };
}

/** One page of quotes, newest first, and how many match in all. */
export async function listQuotes(
  db: DbOrTx,
  filter: QuoteFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: QuoteWithOwner[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    selectWithOwner(db)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  return { rows: rows.map(toQuoteWithOwner), total: totals[0]?.n ?? 0 };
}

export async function findQuoteWithOwner(db: DbOrTx, id: string): Promise<QuoteWithOwner | undefined> {
  const [row] = await selectWithOwner(db).where(eq(quotes.id, id)).limit(1);
  return row ? toQuoteWithOwner(row) : undefined;
}

export async function findQuoteById(db: DbOrTx, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  return row;
}

/**
 * The quote, share-locked for the rest of the transaction: bids may be placed side by side, but an
 * acceptance or cancellation waits for them (and they for it), so no bid lands on a closed load.
 */
export async function findQuoteForBidding(db: DbOrTx, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).for('share').limit(1);
  return row;
}

export async function insertQuote(db: DbOrTx, values: NewQuoteRow): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  if (!row) throw new Error('insert into quotes returned nothing');
  return row;
}

/** ACTIVE and unexpired → CANCELLED in one conditional update; undefined when it was not open. */
export async function cancelOpenQuote(db: DbOrTx, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db
    .update(quotes)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(and(eq(quotes.id, id), isOpen()))
    .returning();
  return row;
}

/**
 * ACTIVE and unexpired → ACCEPTED, for its owner only. The single guard against racing acceptances:
 * the row lock makes later callers wait, then find the status changed and update nothing.
 */
export async function acceptOpenQuote(
  db: DbOrTx,
  id: string,
  ownerId: string,
): Promise<QuoteRow | undefined> {
  const [row] = await db
    .update(quotes)
    .set({ status: 'ACCEPTED', updatedAt: new Date() })
    .where(and(eq(quotes.id, id), eq(quotes.ownerId, ownerId), isOpen()))
    .returning();
  return row;
}

/** Stores EXPIRED on every ACTIVE quote whose expiry has passed; returns how many changed. */
export async function expireOverdueQuotes(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(quotes)
    .set({ status: 'EXPIRED', updatedAt: new Date() })
    .where(and(eq(quotes.status, 'ACTIVE'), lte(quotes.expiresAt, sql`now()`)))
    .returning({ id: quotes.id });
  return rows.length;
}
