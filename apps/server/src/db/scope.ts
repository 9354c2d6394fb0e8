import { sql } from 'drizzle-orm';
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

export type ScopeKind = 'owner' | 'transporter' | 'all';

/** A scope as a prepared statement's shape (its kind) and parameter (whose id). */
export function scopeParams(scope: Scope): { kind: ScopeKind; scopeId: string } {
  if ('ownerId' in scope) return { kind: 'owner', scopeId: scope.ownerId };
  if ('transporterId' in scope) return { kind: 'transporter', scopeId: scope.transporterId };
  return { kind: 'all', scopeId: '' };
}

/** The scope of a kind with its id left as the placeholder `scopeId`, for building prepared statements. */
export function placeholderScope(kind: ScopeKind): Scope {
  const id = sql.placeholder('scopeId') as unknown as string;
  if (kind === 'owner') return { ownerId: id };
  if (kind === 'transporter') return { transporterId: id };
  return ALL_ROWS;
}
