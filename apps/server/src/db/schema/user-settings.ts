import { DEFAULT_USER_SETTINGS as D, PROFILE_VISIBILITIES } from '@njira/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per user, written the first time they change a setting; until then the domain's defaults
 * apply (spec section 9), and the column defaults are those same values for the ones not yet set.
 */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailNotifications: boolean('email_notifications').notNull().default(D.emailNotifications),
    smsNotifications: boolean('sms_notifications').notNull().default(D.smsNotifications),
    pushNotifications: boolean('push_notifications').notNull().default(D.pushNotifications),
    newLoadAlerts: boolean('new_load_alerts').notNull().default(D.newLoadAlerts),
    deliveryUpdates: boolean('delivery_updates').notNull().default(D.deliveryUpdates),
    paymentAlerts: boolean('payment_alerts').notNull().default(D.paymentAlerts),
    profileVisibility: text('profile_visibility', { enum: PROFILE_VISIBILITIES })
      .notNull()
      .default(D.profileVisibility),
    showContactInfo: boolean('show_contact_info').notNull().default(D.showContactInfo),
    showRatings: boolean('show_ratings').notNull().default(D.showRatings),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'user_settings_profile_visibility_check',
      sql`${t.profileVisibility} in ('public', 'verified', 'private')`,
    ),
  ],
);
