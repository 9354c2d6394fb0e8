import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { activities } from '../db/schema/activities.ts';
import { bids } from '../db/schema/bids.ts';
import { deliveryProofs } from '../db/schema/delivery-proofs.ts';
import { mobileMoneySandbox } from '../db/schema/mobile-money-sandbox.ts';
import { mobileMoneyWallets, moneyTransfers } from '../db/schema/money-transfers.ts';
import { notifications, transporterLanes } from '../db/schema/notifications.ts';
import { quotes } from '../db/schema/quotes.ts';
import { ratings } from '../db/schema/ratings.ts';
import { shipmentProgress } from '../db/schema/shipment-progress.ts';
import { shipments } from '../db/schema/shipments.ts';
import { users } from '../db/schema/users.ts';
import { accountIds, accountKey, postEntry } from '../features/ledger/ledger.ts';
import type { SeedRows } from './rows.ts';
import { seededNotifications } from './seed-notifications.ts';
import { DAY } from './timeline.ts';

async function insertChunked<T>(
  items: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  // Well under PostgreSQL's 65,535 bind parameters per statement.
  for (let i = 0; i < items.length; i += 500) await insert(items.slice(i, i + 500));
}

/** Seeded notifications older than this are marked read: the demo's bell shows the last days' news. */
const UNREAD_FOR = 2 * DAY;

/** Writes the built marketplace, table by table, in the seeding transaction. */
export async function insertAll(tx: Tx, rows: SeedRows, now: Date): Promise<void> {
  await insertChunked(rows.users, (c) => tx.insert(users).values(c));
  // Each load's bid count, as the bids' own transactions would have left it.
  const counts = new Map<string, number>();
  for (const b of rows.bids) counts.set(b.quoteId, (counts.get(b.quoteId) ?? 0) + 1);
  const loads = rows.quotes.map((q) => ({ ...q, bidCount: counts.get(q.id) ?? 0 }));
  await insertChunked(loads, (c) => tx.insert(quotes).values(c));
  await insertChunked(rows.bids, (c) => tx.insert(bids).values(c));
  await insertChunked(rows.shipments, (c) => tx.insert(shipments).values(c));
  await insertChunked(rows.progress, (c) => tx.insert(shipmentProgress).values(c));
  await insertChunked(rows.deliveryProofs, (c) => tx.insert(deliveryProofs).values(c));
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
  await insertMoney(tx, rows);
}

/**
 * The wallets, the provider operations and the sandbox's records of them, then the ledger's entries
 * through the ledger module, oldest first (their lines are numbered as they happened). Every
 * account is opened in one statement first, so that each entry is two inserts and a lookup.
 */
async function insertMoney(tx: Tx, rows: SeedRows): Promise<void> {
  await insertChunked(rows.wallets, (c) => tx.insert(mobileMoneyWallets).values(c));
  await insertChunked(rows.transfers, (c) => tx.insert(moneyTransfers).values(c));
  await insertChunked(rows.sandbox, (c) => tx.insert(mobileMoneySandbox).values(c));
  const entries = [...rows.entries].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
  const accounts = new Map(entries.flatMap((e) => e.lines.map((l) => [accountKey(l.account), l.account])));
  await accountIds(tx, [...accounts.values()]);
  for (const entry of entries) {
    if (!(await postEntry(tx, entry))) throw new Error(`ledger entry ${entry.idempotencyKey} seeded twice`);
  }
}
