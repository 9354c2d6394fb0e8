import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bids } from './bids.ts';
import { quotes } from './quotes.ts';
import { users } from './users.ts';

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A load becomes at most one shipment that holds its bid, whatever races (the index below). */
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    /**
     * The accepted bid; null once the transporter withdrew from the unpaid shipment (issue 26): the
     * bid is deleted and the load open again, the cancelled shipment keeps its amount and parties.
     */
    bidId: uuid('bid_id').references(() => bids.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id),
    status: text('status', {
      enum: ['PENDING_PICKUP', 'AWAITING_PICKUP', 'PICKED_UP', 'IN_TRANSIT', 'DELIVERED', 'CANCELLED'],
    })
      .notNull()
      .default('PENDING_PICKUP'),
    amountNgwee: bigint('amount_ngwee', { mode: 'number' }).notNull(),
    cargo: text('cargo').notNull(),
    cargoType: text('cargo_type').notNull(),
    cargoDescription: text('cargo_description').notNull(),
    fromLocation: text('from_location').notNull(),
    fromAddress: text('from_address'),
    toLocation: text('to_location').notNull(),
    toAddress: text('to_address'),
    weightKg: integer('weight_kg').notNull(),
    distanceKm: integer('distance_km'),
    dimensions: text('dimensions'),
    progress: integer('progress').notNull().default(10),
    pickupDate: timestamp('pickup_date', { withTimezone: true }).notNull(),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }).notNull(),
    estimatedDeliveryDate: timestamp('estimated_delivery_date', { withTimezone: true }),
    actualDeliveryDate: timestamp('actual_delivery_date', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    lastUpdate: text('last_update'),
    lastUpdateTime: timestamp('last_update_time', { withTimezone: true }),
    driverName: text('driver_name'),
    driverPhone: text('driver_phone'),
    truckNumber: text('truck_number'),
    /** The transporter's 'Share my location' for this shipment (issue 41): off until turned on. */
    shareLocation: boolean('share_location').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'shipments_status_check',
      sql`${t.status} in ('PENDING_PICKUP', 'AWAITING_PICKUP', 'PICKED_UP', 'IN_TRANSIT', 'DELIVERED', 'CANCELLED')`,
    ),
    check('shipments_progress_range', sql`${t.progress} between 0 and 100`),
    index('shipments_owner_created_idx').on(
      t.ownerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('shipments_transporter_created_idx').on(
      t.transporterId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('shipments_one_per_quote').on(t.quoteId).where(sql`${t.bidId} is not null`),
    index('shipments_quote_idx').on(t.quoteId),
    index('shipments_status_idx').on(t.status, t.completedAt),
    index('shipments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Transactions (delivered shipments) by their date, newest first, with the amount: the revenue
    // months are range scans, the fee list and its CSV read in index order (ADR 017). Migration 0007
    // adds INCLUDE (completed_at, delivery_date, created_at), which Drizzle cannot state, so that
    // paging by offset is answered from the index alone.
    index('shipments_delivered_on_idx')
      .on(
        sql`(coalesce(${t.completedAt}, ${t.deliveryDate}, ${t.createdAt})) desc nulls first`,
        t.id.desc().nullsFirst(),
        t.amountNgwee,
      )
      .where(sql`${t.status} = 'DELIVERED'`),
    // Counts and sums per status read from the index alone.
    index('shipments_status_amount_idx').on(t.status, t.amountNgwee),
    // Top routes: shipments grouped by lane in index order.
    index('shipments_route_idx')
      .on(t.fromLocation, t.toLocation, t.amountNgwee)
      .where(sql`${t.status} <> 'CANCELLED'`),
  ],
);
