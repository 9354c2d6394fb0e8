import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';

/**
 * A paid shipment's delivery code (issue 39), made once the owner's payment is held. Its own table,
 * never joined into a shipment read: no shipment response, log entry or document can carry it by
 * accident. Only the owner's delivery read and the driver's delivery check select `code`.
 */
export const deliveryCodes = pgTable(
  'delivery_codes',
  {
    shipmentId: uuid('shipment_id')
      .primaryKey()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Whom the owner last sent the code to by SMS (name and MSISDN), and when. */
    receiverName: text('receiver_name'),
    receiverPhone: text('receiver_phone'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The SMS sends of the current hour's window (DELIVERY_CODE_SMS_PER_HOUR). */
    smsSends: integer('sms_sends').notNull().default(0),
    smsWindowStartedAt: timestamp('sms_window_started_at', { withTimezone: true }),
    /** Wrong codes entered in the current window (DELIVERY_CODE_TRIES per 15 minutes). */
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    attemptsWindowStartedAt: timestamp('attempts_window_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_codes_code_check', sql`${t.code} ~ '^[0-9]{6}$'`)],
);
