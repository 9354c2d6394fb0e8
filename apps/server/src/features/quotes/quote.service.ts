import {
  cargoText,
  isPickupInPast,
  isUuid,
  type ListQuery,
  type OpenLoadCounts,
  type OpenLoadsQuery,
  PICKUP_IN_PAST_MESSAGE,
  type PostLoad,
  QUOTE_STATUSES,
  type Quote,
  type QuoteSort,
  type QuoteStats,
  type QuoteStatus,
  quoteExpiresAt,
  roadDistanceKm,
  toNgwee,
} from '@njira/domain';
import { quoteCancelled, quotePosted } from '../../activity/activity-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { insertPostedQuote } from '../../db/queries/posting.ts';
import { listQuoteSummaries } from '../../db/queries/quote-summaries.ts';
import {
  cancelOpenQuote,
  countOpenLoads,
  countQuotes,
  findQuoteById,
  type QuoteFilter,
  quoteStatsOf,
} from '../../db/queries/quotes.ts';
import { type Scope, scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { JsonText } from '../../lib/json-text.ts';
import type { MarketplaceCache } from '../../lib/marketplace-cache.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { OpenLoadPages } from './open-load-pages.ts';
import { toQuoteDto } from './quote-dto.ts';
import { findVisibleQuote, QUOTE_NOT_FOUND } from './quote-read.ts';

export const ONLY_ACTIVE_CANCEL = 'Only an active quote can be cancelled';
const BAD_STATUS = `status must be one of ${QUOTE_STATUSES.join(', ')}`;

function parseStatus(raw: string | undefined): QuoteStatus | undefined {
  if (!raw) return undefined;
  const status = QUOTE_STATUSES.find((s) => s === raw);
  if (!status) throw badRequest(BAD_STATUS);
  return status;
}

export class QuoteService {
  constructor(
    private readonly db: Db,
    private readonly snapshots: SnapshotCache,
    marketplace: MarketplaceCache,
  ) {
    this.openLoads = new OpenLoadPages(db, marketplace);
  }

  private readonly openLoads: OpenLoadPages;

  /** Exact and live while small; a snapshot at most a few seconds old beyond (SnapshotCache). */
  private total(scope: Scope, filter: QuoteFilter): Promise<number> {
    // Every transporter sees the same open loads: one snapshot serves them all.
    const whose = filter.openOnly && 'transporterId' in scope ? 'transporters' : scope;
    return this.snapshots.count(`quotes:${JSON.stringify([whose, filter])}`, (upTo) =>
      countQuotes(this.db, scope, filter, upTo),
    );
  }

  /** A cargo owner posts a load; the server sets expiry, distance and the cargo text. */
  async post(caller: Caller, input: PostLoad): Promise<Quote> {
    const now = new Date();
    if (isPickupInPast(input.pickupDate, now)) throw badRequest(PICKUP_IN_PAST_MESSAGE);
    const cargo = input.cargo ?? cargoText(input.cargoType, input.cargoDescription);
    // Whole kilograms, and at least one: the column counts kg and a load weighs something.
    const weightKg = Math.max(1, Math.round(input.weight));
    // The owner first, then the load and its log entry in one statement (ADR 010).
    const owner = await findCurrentUser(this.db, caller);
    const quote = await insertPostedQuote(
      this.db,
      {
        ownerId: owner.id,
        status: 'ACTIVE',
        cargo,
        cargoType: input.cargoType,
        cargoDescription: input.cargoDescription,
        fromLocation: input.fromLocation,
        fromAddress: input.fromAddress,
        toLocation: input.toLocation,
        toAddress: input.toAddress,
        weightKg,
        distanceKm: roadDistanceKm(input.fromLocation, input.toLocation),
        dimensions: input.dimensions ?? null,
        pickupDate: new Date(input.pickupDate),
        deliveryDate: new Date(input.deliveryDate),
        expiresAt: quoteExpiresAt(now),
        estimatedValueNgwee: input.estimatedValue == null ? null : toNgwee(input.estimatedValue),
        maxBudgetNgwee: toNgwee(input.maxBudget),
        insuranceRequired: input.insuranceRequired,
        specialInstructions: input.specialInstructions ?? null,
        createdAt: now,
        updatedAt: now,
      },
      (id) =>
        quotePosted(
          { id, cargo, fromLocation: input.fromLocation, toLocation: input.toLocation, weightKg },
          input.maxBudget,
          owner,
          now,
        ),
    );
    return toQuoteDto({ quote, owner, shipment: null, bids: [] }, caller, now);
  }

  /**
   * The caller's quotes (or only the open ones, with the Available Loads filter and order), newest
   * first unless asked otherwise, with the total before paging. The page is the JSON text of the
   * response body (`quoteSummarySchema[]`), as PostgreSQL wrote it.
   */
  async list(
    caller: Caller,
    query: ListQuery & Partial<Pick<OpenLoadsQuery, 'filter'>> & { sort?: QuoteSort },
    openOnly = false,
  ): Promise<{ json: string; total: number }> {
    const scope = scopeFor(caller);
    const filter: QuoteFilter = {
      openOnly,
      status: parseStatus(query.status),
      search: query.search || undefined,
      band: query.filter,
    };
    const page = { limit: query.limit, offset: query.offset, order: query.sort };
    const [rows, total] = await Promise.all([this.summaries(scope, filter, page), this.total(scope, filter)]);
    return { json: rows, total };
  }

  /** A page of summaries; the open loads a transporter browses come from the pages they share. */
  private async summaries(
    scope: Scope,
    filter: QuoteFilter,
    page: { limit: number; offset: number; order?: QuoteSort },
  ): Promise<string> {
    if (filter.openOnly && 'transporterId' in scope) {
      const shared = await this.openLoads.page(scope.transporterId, filter, {
        ...page,
        order: page.order ?? 'newest',
      });
      if (shared !== null) return shared;
    }
    return listQuoteSummaries(this.db, scope, filter, page);
  }

  /** The Available Loads counters for a search: live while small, a snapshot beyond (like `total`). */
  openLoadCounts(caller: Caller, search: string | undefined): Promise<OpenLoadCounts> {
    const scope = scopeFor(caller);
    const whose = 'transporterId' in scope ? 'transporters' : scope;
    return this.snapshots.sized(
      `open-load-counts:${JSON.stringify([whose, search ?? ''])}`,
      (upTo) => countOpenLoads(this.db, scope, search || undefined, upTo),
      (counts) => counts.total,
    );
  }

  /** The My Quotes cards, over the calling owner's own quotes only (route: cargo owners). */
  stats(caller: Caller): Promise<QuoteStats> {
    return quoteStatsOf(this.db, { ownerId: caller.userId });
  }

  get(caller: Caller, id: string): Promise<JsonText<Quote>> {
    return findVisibleQuote(this.db, id, caller);
  }

  /** The owner of an open quote, or an admin, cancels it; another owner is told it does not exist (route: owners and admins). */
  async cancel(caller: Caller, id: string): Promise<JsonText<Quote>> {
    const scope = scopeFor(caller);
    const existing = isUuid(id) ? await findQuoteById(this.db, scope, id) : undefined;
    if (!existing) throw notFound(QUOTE_NOT_FOUND);
    await transactionAnnouncing(this.db, async (tx) => {
      const quote = await cancelOpenQuote(tx, scope, id);
      if (!quote) throw conflict(ONLY_ACTIVE_CANCEL);
      const actor = await findCurrentUser(tx, caller);
      await recordActivity(tx, quoteCancelled(quote, actor));
    });
    return findVisibleQuote(this.db, id, caller);
  }
}
