import {
  cargoText,
  holdBackContact,
  isPickupInPast,
  isUuid,
  type ListQuery,
  type LoadFilter,
  type OpenLoadCounts,
  type OpenLoadsQuery,
  PICKUP_IN_PAST_MESSAGE,
  type PostLoad,
  QUOTE_STATUSES,
  type Quote,
  type QuoteSort,
  type QuoteStats,
  type QuoteStatus,
  type QuoteSummary,
  quoteExpiresAt,
  roadDistanceKm,
  toNgwee,
} from '@njira/domain';
import { quoteCancelled, quotePosted } from '../../activity/quote-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { countOpenLoads, countQuotes, quoteStatsOf } from '../../db/queries/quote-counts.ts';
import type { QuoteFilter } from '../../db/queries/quote-filters.ts';
import { listQuoteSummaries, type SearchIds } from '../../db/queries/quote-summaries.ts';
import { cancelOpenQuote, findQuoteById, insertQuote } from '../../db/queries/quotes.ts';
import { type Scope, scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { LIVE_COUNT_LIMIT, type SnapshotCache } from '../../lib/snapshot-cache.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { toQuoteDto, toQuoteSummaryDto } from './quote-dto.ts';
import { findVisibleQuote, QUOTE_NOT_FOUND } from './quote-read.ts';

/** Which of the Available Loads counters is the total of a list with that filter. */
const COUNTER_OF = {
  all: 'total',
  high: 'high',
  nearby: 'nearby',
  'long-distance': 'longDistance',
} as const satisfies Record<LoadFilter | 'all', keyof OpenLoadCounts>;

export const ONLY_ACTIVE_CANCEL = 'Only an active quote can be cancelled';
const BAD_STATUS = `status must be one of ${QUOTE_STATUSES.join(', ')}`;

function parseStatus(raw: string | undefined): QuoteStatus | undefined {
  if (!raw) return undefined;
  const status = QUOTE_STATUSES.find((s) => s === raw);
  if (!status) throw badRequest(BAD_STATUS);
  return status;
}

export class QuoteService {
  /** `counts`: totals past a thousand rows are a snapshot a few seconds old (ADR 010). */
  constructor(
    private readonly db: Db,
    private readonly counts: SnapshotCache,
  ) {}

  /** A cargo owner posts a load; the server sets expiry, distance and the cargo text. */
  async post(caller: Caller, input: PostLoad): Promise<Quote> {
    const now = new Date();
    if (isPickupInPast(input.pickupDate, now)) throw badRequest(PICKUP_IN_PAST_MESSAGE);
    // The one-line label every list, notification, SMS and e-mail quotes (ADR 028): stored with its
    // contact details held back, since it goes to readers no DTO sits in front of.
    const cargo = holdBackContact(input.cargo ?? cargoText(input.cargoType, input.cargoDescription));
    // Whole kilograms, and at least one: the column counts kg and a load weighs something.
    const weightKg = Math.max(1, Math.round(input.weight));
    return transactionAnnouncing(this.db, async (tx) => {
      const owner = await findCurrentUser(tx, caller);
      const quote = await insertQuote(tx, {
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
        verifiedOnly: input.verifiedOnly,
        createdAt: now,
        updatedAt: now,
      });
      await recordActivity(tx, quotePosted(quote, input.maxBudget, owner, now));
      // The answer goes to the owner, who always sees its own contact: its setting is not read, and
      // false is the value that could never show the contact to anyone else.
      const party = { ...owner, showContactInfo: false };
      return toQuoteDto({ quote, owner: party, shipment: null, bids: [] }, caller, now);
    });
  }

  /**
   * The caller's quotes (or only the open ones, with the Available Loads filter and order), newest
   * first unless asked otherwise, each as the caller may see it, with the total before paging.
   */
  async list(
    caller: Caller,
    query: ListQuery & Partial<Pick<OpenLoadsQuery, 'filter'>> & { sort?: QuoteSort },
    openOnly = false,
  ): Promise<{ items: QuoteSummary[]; total: number }> {
    const scope = scopeFor(caller);
    const filter: QuoteFilter = {
      openOnly,
      status: parseStatus(query.status),
      search: query.search || undefined,
      band: query.filter,
    };
    const page = { limit: query.limit, offset: query.offset, order: query.sort };
    // The open loads' total is one of the counters above the list, counted once for both.
    const total =
      openOnly && !filter.status
        ? this.openLoadCounts(caller, filter.search).then((c) => c[COUNTER_OF[filter.band ?? 'all']])
        : this.counts.count(JSON.stringify([scope, filter]), () => countQuotes(this.db, scope, filter));
    const [rows, totalCount] = await Promise.all([
      listQuoteSummaries(this.db, scope, filter, page, this.searchIds(scope, filter, page, total)),
      total,
    ]);
    const now = new Date();
    return { items: rows.map((row) => toQuoteSummaryDto(row, caller, now)), total: totalCount };
  }

  /**
   * How a search's page of open loads is found: at once while the matches are few (a rare word:
   * the trigram index finds them in a few milliseconds), else from a snapshot of the page's ids
   * kept like the counters (SNAPSHOT_TTL_MS). A word that 20,000 open loads mention costs
   * PostgreSQL 60-200 ms to rank; twenty such searches a second kept both cores busy and every other
   * request waited (ADR 010, 'Searching the open loads'). The rows are read live either way.
   */
  private searchIds(
    scope: Scope,
    filter: QuoteFilter,
    page: { limit: number; offset: number; order?: QuoteSort | undefined },
    matches: Promise<number>,
  ): SearchIds {
    const whose = 'transporterId' in scope ? 'transporters' : scope;
    const key = JSON.stringify(['search-page', whose, filter.search, filter.band ?? '', page]);
    return async (find) => ((await matches) > LIVE_COUNT_LIMIT ? this.counts.get(key, find) : find());
  }

  /** The Available Loads counters for a search, over the open loads the caller may see. */
  openLoadCounts(caller: Caller, search: string | undefined): Promise<OpenLoadCounts> {
    const scope = scopeFor(caller);
    const whose = 'transporterId' in scope ? 'transporters' : scope;
    return this.counts.sized(
      JSON.stringify(['counters', whose, search ?? '']),
      () => countOpenLoads(this.db, scope, search || undefined),
      (c) => c.total,
    );
  }

  /** The My Quotes cards, over the calling owner's own quotes only (route: cargo owners). */
  stats(caller: Caller): Promise<QuoteStats> {
    return quoteStatsOf(this.db, { ownerId: caller.userId });
  }

  get(caller: Caller, id: string): Promise<Quote> {
    return findVisibleQuote(this.db, id, caller);
  }

  /** The owner of an open quote, or an admin, cancels it; another owner is told it does not exist (route: owners and admins). */
  async cancel(caller: Caller, id: string): Promise<Quote> {
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
