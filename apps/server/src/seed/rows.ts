import type { Actor } from '../activity/activity-entries.ts';
import type { activities } from '../db/schema/activities.ts';
import type { bids } from '../db/schema/bids.ts';
import type { deliveryProofs } from '../db/schema/delivery-proofs.ts';
import type { mobileMoneySandbox } from '../db/schema/mobile-money-sandbox.ts';
import type { mobileMoneyWallets, moneyTransfers } from '../db/schema/money-transfers.ts';
import type { quotes } from '../db/schema/quotes.ts';
import type { ratings } from '../db/schema/ratings.ts';
import type { shipmentProgress } from '../db/schema/shipment-progress.ts';
import type { shipments } from '../db/schema/shipments.ts';
import type { users } from '../db/schema/users.ts';
import type { EntryToPost } from '../features/ledger/ledger.ts';
import type { DemoOwner } from './demo-owners.ts';
import type { DemoTransporter } from './demo-transporters.ts';

export type UserInsert = typeof users.$inferInsert & { id: string };
export type QuoteInsert = typeof quotes.$inferInsert & { id: string };
export type BidInsert = typeof bids.$inferInsert & { id: string };
export type ShipmentInsert = typeof shipments.$inferInsert & { id: string };
export type ProgressInsert = typeof shipmentProgress.$inferInsert;
export type ActivityInsert = typeof activities.$inferInsert;
export type RatingInsert = typeof ratings.$inferInsert & { id: string };
export type DeliveryProofInsert = typeof deliveryProofs.$inferInsert;
export type WalletInsert = typeof mobileMoneyWallets.$inferInsert;
/** Seeded transfers have all finished (nothing would complete one still under way). */
export type TransferInsert = typeof moneyTransfers.$inferInsert & {
  id: string;
  createdAt: Date;
  finishedAt: Date;
};
export type SandboxInsert = typeof mobileMoneySandbox.$inferInsert;
/** A ledger entry to post through the ledger module, dated when it happened. */
export type EntryInsert = EntryToPost & { createdAt: Date };

/** Everything the seed writes, built in memory first and inserted in one transaction. */
export interface SeedRows {
  users: UserInsert[];
  quotes: QuoteInsert[];
  bids: BidInsert[];
  shipments: ShipmentInsert[];
  progress: ProgressInsert[];
  /** What each delivery's driver gave at the gate (issue 39): receiver, code, place. */
  deliveryProofs: DeliveryProofInsert[];
  activities: ActivityInsert[];
  ratings: RatingInsert[];
  /** The users' own mobile-money wallets. */
  wallets: WalletInsert[];
  /** Deposits, payouts and refunds with the provider. */
  transfers: TransferInsert[];
  /** The local provider's own records of those transfers (`mobile_money_sandbox`). */
  sandbox: SandboxInsert[];
  /** What the money events posted to the ledger, oldest first per shipment. */
  entries: EntryInsert[];
}

/** Nothing yet: each builder adds its rows. */
export function emptyRows(): SeedRows {
  return {
    users: [],
    quotes: [],
    bids: [],
    shipments: [],
    progress: [],
    activities: [],
    ratings: [],
    deliveryProofs: [],
    wallets: [],
    transfers: [],
    sandbox: [],
    entries: [],
  };
}

export interface SeededPerson<T extends DemoOwner | DemoTransporter> {
  id: string;
  spec: T;
}

/** The seeded users by key, so plans can name people ('chanda', 'copperbelt'). */
export interface Directory {
  transporters: Map<string, SeededPerson<DemoTransporter>>;
  owners: Map<string, SeededPerson<DemoOwner>>;
}

export function transporterOf(dir: Directory, key: string): SeededPerson<DemoTransporter> {
  const t = dir.transporters.get(key);
  if (!t) throw new Error(`no demo transporter '${key}'`);
  return t;
}

export function ownerOf(dir: Directory, key: string): SeededPerson<DemoOwner> {
  const o = dir.owners.get(key);
  if (!o) throw new Error(`no demo cargo owner '${key}'`);
  return o;
}

/** A seeded person as the activity log names them. */
export function actorOf(person: SeededPerson<DemoOwner | DemoTransporter>): Actor {
  const { fullName, companyName } = person.spec;
  return {
    id: person.id,
    role: 'fleet' in person.spec ? 'transporter' : 'cargo-owner',
    fullName,
    companyName,
  };
}
