import type { Quote } from '@njira/domain';

/**
 * The description to show under the cargo: the quote's `cargo` is usually "Type - description"
 * already (domain `cargoText`), so the description is shown only when the owner named the cargo
 * otherwise and it would add something.
 */
export function cargoDetail(quote: Pick<Quote, 'cargo' | 'cargoDescription'>): string | null {
  const description = quote.cargoDescription.trim();
  return description && !quote.cargo.includes(description) ? description : null;
}

/** The server computes road distances from its city catalogue; an unknown one is said so, not guessed. */
export function distanceText(distance: number | null): string {
  return distance === null ? 'Not known' : `${distance.toLocaleString('en-US')} km`;
}
