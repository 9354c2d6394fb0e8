import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { findUserByEmail } from '../db/queries/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { buildLoad } from './load-builder.ts';
import { marketplacePlan } from './marketplace-plan.ts';
import { addPayments } from './payment-builder.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './people.ts';
import { addPeople } from './people-builder.ts';
import { Rng } from './random.ts';
import { addRatings } from './ratings-builder.ts';
import { emptyRows, type SeedRows } from './rows.ts';
import { insertAll } from './seed-insert.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export interface SeedCounts {
  users: number;
  quotes: number;
  bids: number;
  shipments: number;
  progressEntries: number;
  activities: number;
  ratings: number;
  transfers: number;
  journalEntries: number;
}

/** Same seed, same marketplace: only the dates move with the time of seeding. */
const SEED = 20_260_301;

/** Builds the whole demo marketplace in memory: pure apart from `now`, so it can be checked offline. */
export function buildDemoMarketplace(now: Date, passwordHash: string): SeedRows {
  const rng = new Rng(SEED);
  const rows = emptyRows();
  const dir = addPeople(rows, rng, now, passwordHash);
  for (const plan of marketplacePlan(now, rng)) buildLoad(plan, { rows, dir, rng, now });
  addRatings(rows, new Rng(SEED + 1), now);
  addPayments(rows, new Rng(SEED + 2), now);
  return rows;
}

/**
 * Seeds the demo accounts and a living marketplace in one transaction; returns null when the
 * demo is already there (or another process seeded it at the same moment).
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<SeedCounts | null> {
  if (await findUserByEmail(db, DEMO_ACCOUNTS[0].email)) return null;
  // argon2 is slow by design: hash once, every demo account shares the password.
  const rows = buildDemoMarketplace(now, await hashPassword(DEMO_PASSWORD));
  try {
    await db.transaction((tx) => insertAll(tx, rows, now));
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) return null;
    throw err;
  }
  return {
    users: rows.users.length,
    quotes: rows.quotes.length,
    bids: rows.bids.length,
    shipments: rows.shipments.length,
    progressEntries: rows.progress.length,
    activities: rows.activities.length,
    ratings: rows.ratings.length,
    transfers: rows.transfers.length,
    journalEntries: rows.entries.length,
  };
}
