import { USER_STATUSES } from '@njira/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { GIN_WRITTEN_THROUGH } from './index-options.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: e-mails are unique case-insensitively. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    companyName: text('company_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    role: text('role', { enum: ['transporter', 'cargo-owner', 'admin'] }).notNull(),
    address: text('address'),
    bio: text('bio'),
    licenseNumber: text('license_number'),
    vehicleTypes: text('vehicle_types').array().notNull().default(sql`'{}'::text[]`),
    /** Stars received and how many ratings (table `ratings`), kept in the rating's transaction. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** 'suspended' by an admin: login and refresh are refused (ADR 017). */
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('transporter', 'cargo-owner', 'admin')`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_rating_check', sql`${t.ratingCount} >= 0 and ${t.ratingSum} >= ${t.ratingCount}`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    check('users_status_check', sql`${t.status} in ('active', 'suspended')`),
    // The admin's Users list: newest first, read in index order.
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Its "contains" search over full name, e-mail and company (queries/admin-users.ts): trigrams.
    index('users_search_idx')
      .using('gin', sql`(${t.fullName} || chr(31) || ${t.email} || chr(31) || ${t.companyName}) gin_trgm_ops`)
      .with(GIN_WRITTEN_THROUGH),
  ],
);
