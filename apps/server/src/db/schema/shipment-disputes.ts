import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';
import { users } from './users.ts';

export const DISPUTE_RESOLUTIONS = ['release', 'refund', 'partial_refund'] as const;

/**
 * The cargo owner's dispute of a shipment's held payment (issue 26, ADR 021), the transporter's
 * answer (once, final; issue 39) and the admin's resolution. At most one open per shipment; while one
 * is open, escrow is not released. The photos of both sides are `dispute_photos`.
 */
export const shipmentDisputes = pgTable(
  'shipment_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** The transporter's answer: written once while the dispute is open, never changed. */
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    resolution: text('resolution', { enum: DISPUTE_RESOLUTIONS }),
    /** Ngwee refunded to the owner: all for a refund, the part for a partial one, 0 for a release. */
    refundNgwee: bigint('refund_ngwee', { mode: 'number' }),
    /** The admin's reason, logged with the resolution. */
    resolutionReason: text('resolution_reason'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // One open dispute per shipment at most; also what release looks up.
    uniqueIndex('shipment_disputes_one_open').on(t.shipmentId).where(sql`${t.resolvedAt} is null`),
    // The admin's list: open first, newest first.
    index('shipment_disputes_list_idx').on(t.openedAt.desc()),
    check('shipment_disputes_reason_length', sql`char_length(${t.reason}) between 10 and 1000`),
    check(
      'shipment_disputes_resolution_check',
      sql`${t.resolution} is null or ${t.resolution} in ('release', 'refund', 'partial_refund')`,
    ),
    check(
      'shipment_disputes_resolved_whole',
      sql`(${t.resolvedAt} is null) = (${t.resolution} is null) and (${t.resolvedAt} is null) = (${t.resolvedBy} is null) and (${t.resolvedAt} is null) = (${t.resolutionReason} is null) and (${t.resolvedAt} is null) = (${t.refundNgwee} is null)`,
    ),
    // Code points, as the schema counts them.
    check(
      'shipment_disputes_answer_length',
      sql`${t.answer} is null or char_length(${t.answer}) between 10 and 1000`,
    ),
    check(
      'shipment_disputes_answered_whole',
      sql`(${t.answeredAt} is null) = (${t.answer} is null) and (${t.answeredAt} is null) = (${t.answeredBy} is null)`,
    ),
    check('shipment_disputes_refund_not_negative', sql`${t.refundNgwee} is null or ${t.refundNgwee} >= 0`),
  ],
);
