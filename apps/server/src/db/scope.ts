import type { Caller } from '../lib/caller.ts';

/** Every row: admins, and the system's own jobs (the expiry sweep). Always passed explicitly. */
export interface AllRows {
  all: true;
}
export const ALL_ROWS: AllRows = { all: true };

/**
 * Whose rows a query may read or change: one cargo owner's, one transporter's, or all of them. Every
 * query function that touches owned rows (quotes, bids, shipments and their history) takes one and
 * applies it in its SQL `where`, so a forgotten access check returns nothing rather than everything.
 * What "a transporter's" means differs per table (a quote: open loads and the ones it bid on; a
 * shipment: the ones assigned to it); each query module turns a scope into its own condition.
 */
export type Scope = { ownerId: string } | { transporterId: string } | AllRows;

export function scopeFor(caller: Caller): Scope {
  switch (caller.role) {
    case 'cargo-owner':
      return { ownerId: caller.userId };
    case 'transporter':
      return { transporterId: caller.userId };
    case 'admin':
      return ALL_ROWS;
  }
}
