import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { userSignedUp } from '../activity/activity-entries.ts';
import type { Db, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { findUserByEmail } from '../db/queries/users.ts';
import { activities } from '../db/schema/activities.ts';
import { bids } from '../db/schema/bids.ts';
import { notifications, transporterLanes } from '../db/schema/notifications.ts';
import { quotes } from '../db/schema/quotes.ts';
import { ratings } from '../db/schema/ratings.ts';
import { shipmentProgress } from '../db/schema/shipment-progress.ts';
import { shipments } from '../db/schema/shipments.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { buildLoad } from './load-builder.ts';
import { marketplacePlan } from './marketplace-plan.ts';
import { CARGO_OWNERS, DEMO_ACCOUNTS, DEMO_PASSWORD, TRANSPORTERS } from './people.ts';
import { Rng } from './random.ts';
import { addRatings } from './ratings-builder.ts';
import { type Directory, emptyRows, type SeedRows } from './rows.ts';
import { seededNotifications } from './seed-notifications.ts';
import { DAY, HOUR } from './timeline.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export interface SeedCounts {
  users: number;
  quotes: number;
  bids: number;
  shipments: number;
  progressEntries: number;
  activities: number;
  ratings: number;
}

/** Same seed, same marketplace: only the dates move with the time of seeding. */
const SEED = 20_260_301;

/** The demo users, signed up some seven to eight months ago, before the history begins. */
function addPeople(rows: SeedRows, rng: Rng, now: Date, passwordHash: string): Directory {
  const dir: Directory = { transporters: new Map(), owners: new Map() };
  const joined = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - rng.int(0, 10) * HOUR);
  const admin = DEMO_ACCOUNTS[0];
  rows.users.push({ id: rng.uuid(), ...admin, passwordHash, createdAt: joined(240), updatedAt: joined(240) });

  const people = [
    ...TRANSPORTERS.map((spec) => ({ spec, role: 'transporter' as const })),
    ...CARGO_OWNERS.map((spec) => ({ spec, role: 'cargo-owner' as const })),
  ];
  people.forEach(({ spec, role }, i) => {
    const id = rng.uuid();
    // The two demo accounts came first; the rest joined over the following weeks.
    const createdAt = joined(232 - i * 2 - rng.int(0, 1));
    rows.users.push({
      id,
      email: spec.email,
      passwordHash,
      fullName: spec.fullName,
      companyName: spec.companyName,
      phoneNumber: spec.phoneNumber,
      role,
      address: spec.address,
      bio: spec.bio,
      licenseNumber: 'licenseNumber' in spec ? spec.licenseNumber : null,
      vehicleTypes: 'vehicleTypes' in spec ? spec.vehicleTypes : [],
      createdAt,
      updatedAt: createdAt,
    });
    rows.activities.push(
      userSignedUp({ id, role, fullName: spec.fullName, companyName: spec.companyName }, createdAt),
    );
    if ('fleet' in spec) dir.transporters.set(spec.key, { id, spec });
    else dir.owners.set(spec.key, { id, spec });
  });
  return dir;
}

/** Builds the whole demo marketplace in memory: pure apart from `now`, so it can be checked offline. */
export function buildDemoMarketplace(now: Date, passwordHash: string): SeedRows {
  const rng = new Rng(SEED);
  const rows = emptyRows();
  const dir = addPeople(rows, rng, now, passwordHash);
  for (const plan of marketplacePlan(now, rng)) buildLoad(plan, { rows, dir, rng, now });
  addRatings(rows, new Rng(SEED + 1), now);
  return rows;
}

async function insertChunked<T>(
  items: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  // Well under PostgreSQL's 65,535 bind parameters per statement.
  for (let i = 0; i < items.length; i += 500) await insert(items.slice(i, i + 500));
}

/** Seeded notifications older than this are marked read: the demo's bell shows the last days' news. */
const UNREAD_FOR = 2 * DAY;

async function insertAll(tx: Tx, rows: SeedRows, now: Date): Promise<void> {
  await insertChunked(rows.users, (c) => tx.insert(users).values(c));
  // Each load's bid count, as the bids' own transactions would have left it.
  const counts = new Map<string, number>();
  for (const b of rows.bids) counts.set(b.quoteId, (counts.get(b.quoteId) ?? 0) + 1);
  const loads = rows.quotes.map((q) => ({ ...q, bidCount: counts.get(q.id) ?? 0 }));
  await insertChunked(loads, (c) => tx.insert(quotes).values(c));
  await insertChunked(rows.bids, (c) => tx.insert(bids).values(c));
  await insertChunked(rows.shipments, (c) => tx.insert(shipments).values(c));
  await insertChunked(rows.progress, (c) => tx.insert(shipmentProgress).values(c));
  // The transporters' routes, as their acceptances would have grown them (new-load alerts).
  const lanes = rows.shipments.flatMap((s) =>
    [s.fromLocation, s.toLocation].map((city) => ({ city, transporterId: s.transporterId })),
  );
  await insertChunked(lanes, (c) => tx.insert(transporterLanes).values(c).onConflictDoNothing());
  // In time order, so the notifications the log's rows make are numbered (and listed) as they happened.
  const log = [...rows.activities].sort(
    (x, y) => (x.createdAt?.getTime() ?? 0) - (y.createdAt?.getTime() ?? 0),
  );
  const written = log.map((a) => ({ ...a, id: a.id ?? randomUUID(), createdAt: a.createdAt ?? now }));
  await insertChunked(written, (c) => tx.insert(activities).values(c));
  // A history, not news: the bell's rows, but no e-mail or SMS, and no open stream is woken.
  await insertChunked(seededNotifications(rows, written), (c) => tx.insert(notifications).values(c));
  await tx.execute(
    sql`update notifications set read_at = created_at where created_at < ${new Date(now.getTime() - UNREAD_FOR)}`,
  );
  await insertChunked(rows.ratings, (c) => tx.insert(ratings).values(c));
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
  };
}
