import { quoteCancelled, quotePosted } from '../activity/quote-entries.ts';
import { placeBids } from './bid-builder.ts';
import type { Lane } from './catalogue.ts';
import { buildQuote } from './quote-builder.ts';
import type { Rng } from './random.ts';
import { actorOf, type Directory, type SeedRows } from './rows.ts';
import { buildShipment } from './shipment-builder.ts';
import type { ShipmentStage } from './timeline.ts';

export type Outcome =
  /** ACTIVE, posted at `postedAt`; bids up to now. */
  | { kind: 'open'; postedAt: Date }
  | { kind: 'expired'; postedAt: Date }
  | { kind: 'cancelled'; postedAt: Date; cancelledAfterHours: number }
  /** Accepted; the shipment reached `stage` at `at` (for CANCELLED: was cancelled at `at`). */
  | { kind: 'shipment'; winner: string; stage: ShipmentStage; at: Date; skipNear?: boolean };

export interface LoadPlan {
  owner: string;
  lane: Lane;
  /** Transporters who bid (for a shipment, the winner among them), in no particular order. */
  bidders: readonly string[];
  outcome: Outcome;
}

export interface LoadContext {
  rows: SeedRows;
  dir: Directory;
  rng: Rng;
  now: Date;
}

/** Turns one plan into its quote, bids and, when accepted, a shipment with its history and log. */
export function buildLoad(plan: LoadPlan, ctx: LoadContext): void {
  const { rows } = ctx;
  const outcome = plan.outcome;
  const { quote, owner, budget, distance, travel, posted, closedAt, timeline } = buildQuote(plan, ctx);
  rows.quotes.push(quote);
  rows.activities.push(quotePosted(quote, budget, actorOf(owner), posted));

  const bids = placeBids(plan, quote, { budget, distance, posted, closedAt }, ctx);

  if (outcome.kind === 'cancelled') {
    rows.activities.push(quoteCancelled(quote, actorOf(owner), closedAt));
  }
  if (outcome.kind === 'shipment' && timeline) {
    const winner = bids.find((b) => b.transporter.spec.key === outcome.winner);
    if (!winner) throw new Error(`winner ${outcome.winner} is not among the bidders`);
    winner.bid.isAccepted = true;
    buildShipment(ctx, {
      quote,
      owner,
      transporter: winner.transporter,
      bid: winner.bid,
      stage: outcome.stage,
      skipNear: outcome.skipNear ?? false,
      timeline,
      travel,
    });
  }
}
