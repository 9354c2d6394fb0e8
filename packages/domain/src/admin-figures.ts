/**
 * The admin's platform figures that are a rule rather than a sum (spec 'Admin screens', Platform
 * Analytics; ADR 017). The server computes the counts and sums in SQL and these turn them into what
 * the screens show, so the web and the tests read the same rule.
 */

/** part / whole × 100 to one decimal (half up); 0 when whole is 0 or the inputs are not numbers. */
export function percentToOneDecimal(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0 || part <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** Success Rate: delivered shipments divided by the number of quotes (loads), percent to 1 decimal. */
export function platformSuccessRate(deliveredShipments: number, quotes: number): number {
  return percentToOneDecimal(deliveredShipments, quotes);
}

/** Avg. Bids per Quote: total bids / quotes to 1 decimal (half up); 0 when there are no quotes. */
export function averageBidsPerQuote(totalBids: number, quotes: number): number {
  if (!Number.isFinite(totalBids) || !Number.isFinite(quotes) || quotes <= 0 || totalBids <= 0) return 0;
  return Math.round((totalBids / quotes) * 10) / 10;
}

/** A top route's name: 'From → To' (the order ties are broken by). */
export function routeName(fromLocation: string, toLocation: string): string {
  return `${fromLocation} → ${toLocation}`;
}

/** A load without a cargo type is counted under this name (spec: 'default Other'). */
export const UNTYPED_CARGO_LABEL = 'Other';
