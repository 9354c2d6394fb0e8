import { HIGH_VALUE_THRESHOLD, NEARBY_KM, toNgwee } from '@njira/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { GIN_WRITTEN_THROUGH } from './index-options.ts';
import { users } from './users.ts';

/**
 * The domain's load priority (`loadPriority`) as a sort key: 0 high (insured, or worth more than
 * the threshold), 1 nearby, 2 normal. Stored, because what it is computed from never changes after
 * posting and the Available Loads order reads it from an index (ADR 010).
 */
const priorityRankOf = (): SQL => sql`case
  when insurance_required or coalesce(estimated_value_ngwee, 0) > ${sql.raw(String(toNgwee(HIGH_VALUE_THRESHOLD)))} then 0
  when distance_km < ${sql.raw(String(NEARBY_KM))} then 1
  else 2 end`;

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['ACTIVE', 'ACCEPTED', 'EXPIRED', 'CANCELLED'] })
      .notNull()
      .default('ACTIVE'),
    cargo: text('cargo').notNull(),
    cargoType: text('cargo_type').notNull(),
    cargoDescription: text('cargo_description').notNull(),
    fromLocation: text('from_location').notNull(),
    fromAddress: text('from_address').notNull(),
    toLocation: text('to_location').notNull(),
    toAddress: text('to_address').notNull(),
    weightKg: integer('weight_kg').notNull(),
    distanceKm: integer('distance_km'),
    dimensions: text('dimensions'),
    pickupDate: timestamp('pickup_date', { withTimezone: true }).notNull(),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    estimatedValueNgwee: bigint('estimated_value_ngwee', { mode: 'number' }),
    maxBudgetNgwee: bigint('max_budget_ngwee', { mode: 'number' }).notNull(),
    insuranceRequired: boolean('insurance_required').notNull().default(false),
    specialInstructions: text('special_instructions'),
    /** Only verified carriers may bid (ADR 026). */
    verifiedOnly: boolean('verified_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    priorityRank: smallint('priority_rank').notNull().generatedAlwaysAs(priorityRankOf),
    /**
     * How many bids the load has, exact: each bid's transaction adds its own (`countBidOnOpenLoad`).
     * Every screen shows it, and it is the Available Loads sort key "fewest bids first".
     */
    bidCount: integer('bid_count').notNull().default(0),
    /**
     * What "contains" search looks in, lower-cased once when the load is written: cargo, from, to and
     * id, joined by a character the search box refuses (a control character), so a term never
     * matches across two fields. Searching it with LIKE and a lower-cased term is the same as ILIKE
     * on the fields, at a quarter of the cost per row (ADR 010, 'Searching the open loads').
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(cargo || chr(31) || from_location || chr(31) || to_location || chr(31) || (id)::text)`,
      ),
  },
  (t) => [
    check('quotes_status_check', sql`${t.status} in ('ACTIVE', 'ACCEPTED', 'EXPIRED', 'CANCELLED')`),
    check('quotes_budget_positive', sql`${t.maxBudgetNgwee} > 0`),
    check('quotes_weight_positive', sql`${t.weightKg} > 0`),
    index('quotes_owner_created_idx').on(
      t.ownerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // One owner's quotes of one status, newest first, with their expiry: the owner's dashboard reads
    // its newest open loads and counts them from this index alone. The planner picks it over
    // quotes_status_created_idx only when it knows how an owner's quotes split by status, which the
    // extended statistics `quotes_owner_status` (migration 0016) tell it: a shipper with 20,000
    // quotes of which two are open would otherwise walk every open load in the market.
    // (expires_at last: Drizzle has no INCLUDE, and a trailing key column serves the same.)
    index('quotes_owner_status_created_idx').on(
      t.ownerId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.expiresAt,
    ),
    index('quotes_status_expires_idx').on(t.status, t.expiresAt),
    index('quotes_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Open loads newest first: the transporters' list reads 20 of these and stops (ADR 010).
    index('quotes_open_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'ACTIVE'`),
    // Open loads in the spec's order (priority, fewest bids, newest): a page of Available Loads reads
    // its rows in index order and stops.
    index('quotes_open_priority_idx')
      .on(t.priorityRank, t.bidCount, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'ACTIVE'`),
    index('quotes_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The admin's loads by cargo type, counted from the index alone.
    index('quotes_cargo_type_idx').on(t.cargoType),
    // "Contains" search over cargo, route and id (search_text above): trigrams.
    index('quotes_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with(GIN_WRITTEN_THROUGH),
  ],
);
