import { suggestedDays, toNgwee } from '@njira/domain';
import { bidPlaced } from '../activity/quote-entries.ts';
import { crossesBorder } from './catalogue.ts';
import type { DemoTransporter } from './demo-transporters.ts';
import type { LoadContext, LoadPlan } from './load-builder.ts';
import type { Rng } from './random.ts';
import { actorOf, type BidInsert, type QuoteInsert, type SeededPerson, transporterOf } from './rows.ts';

export const BID_NOTES = [
  'Truck available from Monday; tarpaulins and straps on board.',
  'Return-load rate: we are already heading that way.',
  'Goods-in-transit cover up to K 2 million.',
  'Two drivers on long hauls, so no overnight stops on the road.',
  'Can load the same day you confirm.',
  'Tracker fitted; the driver sends a position every 4 hours.',
  null,
  null,
] as const;

function sortedTimes(from: number, to: number, n: number, rng: Rng): Date[] {
  const span = Math.max(0, to - from);
  return Array.from({ length: n }, () => from + rng.next() * span)
    .sort((a, b) => a - b)
    .map((ms) => new Date(ms));
}

/** The quote's facts its bids are drawn from. */
export interface BidContext {
  budget: number;
  distance: number;
  posted: Date;
  closedAt: Date;
}

/** The plan's bidders' bids, spread between posting and closing, each logged. */
export function placeBids(
  plan: LoadPlan,
  quote: QuoteInsert,
  q: BidContext,
  { rows, dir, rng }: LoadContext,
): { bid: BidInsert; transporter: SeededPerson<DemoTransporter> }[] {
  const border = crossesBorder(plan.lane.to);
  const amounts = plan.bidders.map(() => Math.round((q.budget * rng.between(0.74, 0.97)) / 50) * 50);
  // Owners usually take the cheapest bid, but not always (a known carrier can win on trust).
  const outcome = plan.outcome;
  if (outcome.kind === 'shipment' && rng.chance(0.75)) {
    const w = plan.bidders.indexOf(outcome.winner);
    const low = amounts.indexOf(Math.min(...amounts));
    if (w >= 0 && low >= 0) [amounts[w], amounts[low]] = [amounts[low] as number, amounts[w] as number];
  }
  const times = sortedTimes(
    q.posted.getTime() + 20 * 60_000,
    q.closedAt.getTime() - 5 * 60_000,
    plan.bidders.length,
    rng,
  );
  const order = rng.shuffle(plan.bidders.map((_, i) => i));
  return plan.bidders.map((key, i) => {
    const transporter = transporterOf(dir, key);
    const amount = amounts[i] as number;
    const createdAt = times[order.indexOf(i)] as Date;
    const bid: BidInsert = {
      id: rng.uuid(),
      quoteId: quote.id,
      transporterId: transporter.id,
      amountNgwee: toNgwee(amount),
      // The platform's own suggestion, plus a day at a border and some slack of the operator's.
      estimatedDays: Math.min(30, suggestedDays(q.distance) + (border ? 1 : 0) + rng.int(0, 2)),
      notes: rng.pick(BID_NOTES),
      isAccepted: false,
      createdAt,
    };
    rows.bids.push(bid);
    rows.activities.push(bidPlaced(quote, amount, actorOf(transporter), createdAt));
    return { bid, transporter };
  });
}
