import {
  cargoText,
  isPickupInPast,
  isUuid,
  type ListQuery,
  PICKUP_IN_PAST_MESSAGE,
  type PostLoad,
  QUOTE_STATUSES,
  type Quote,
  type QuoteStatus,
  quoteExpiresAt,
  roadDistanceKm,
  toNgwee,
} from '@njira/domain';
import { quoteCancelled, quotePosted } from '../../activity/activity-entries.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import {
  cancelOpenQuote,
  findQuoteById,
  insertQuote,
  listQuotes,
  type QuoteFilter,
} from '../../db/queries/quotes.ts';
import { findUserById } from '../../db/queries/users.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { findVisibleQuote, QUOTE_NOT_FOUND, viewQuotes } from './quote-read.ts';
import { toQuoteView, type Viewer } from './quote-view.ts';

export const ONLY_ACTIVE_CANCEL = 'Only an active quote can be cancelled';
const BAD_STATUS = `status must be one of ${QUOTE_STATUSES.join(', ')}`;
const USER_GONE = 'User not found. Please login again.';

function parseStatus(raw: string | undefined): QuoteStatus | undefined {
  if (!raw) return undefined;
  const status = QUOTE_STATUSES.find((s) => s === raw);
  if (!status) throw badRequest(BAD_STATUS);
  return status;
}

/** Which quotes a caller may list: an owner its own, a transporter open loads and those it bid on. */
function scopeOf(viewer: Viewer, openOnly: boolean): QuoteFilter {
  switch (viewer.role) {
    case 'admin':
      return { openOnly };
    case 'cargo-owner':
      return { ownerId: viewer.userId, openOnly };
    case 'transporter':
      return openOnly ? { openOnly } : { visibleToTransporterId: viewer.userId };
  }
}

export class QuotesService {
  constructor(private readonly db: Db) {}

  /** A cargo owner posts a load; the server sets expiry, distance and the cargo text. */
  async post(viewer: Viewer, input: PostLoad): Promise<Quote> {
    if (viewer.role !== 'cargo-owner') throw forbidden();
    const now = new Date();
    if (isPickupInPast(input.pickupDate, now)) throw badRequest(PICKUP_IN_PAST_MESSAGE);
    const cargo = input.cargo ?? cargoText(input.cargoType, input.cargoDescription);
    return this.db.transaction(async (tx) => {
      const owner = await findUserById(tx, viewer.userId);
      if (!owner) throw notFound(USER_GONE);
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
        // Whole kilograms, and at least one: the column counts kg and a load weighs something.
        weightKg: Math.max(1, Math.round(input.weight)),
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
      });
      await recordActivity(tx, quotePosted(quote, input.maxBudget, owner, now));
      return toQuoteView({ quote, owner, shipment: null }, [], viewer, now);
    });
  }

  /** The caller's quotes (or only the open ones), newest first, with the total before paging. */
  async list(
    viewer: Viewer,
    query: ListQuery,
    openOnly = false,
  ): Promise<{ quotes: Quote[]; total: number }> {
    const filter: QuoteFilter = {
      ...scopeOf(viewer, openOnly),
      status: parseStatus(query.status),
      search: query.search || undefined,
    };
    const { rows, total } = await listQuotes(this.db, filter, { limit: query.limit, offset: query.offset });
    return { quotes: await viewQuotes(this.db, rows, viewer), total };
  }

  get(viewer: Viewer, id: string): Promise<Quote> {
    return findVisibleQuote(this.db, id, viewer);
  }

  /** The owner of an open quote, or an admin, cancels it; another owner is told it does not exist. */
  async cancel(viewer: Viewer, id: string): Promise<Quote> {
    if (viewer.role === 'transporter') throw forbidden();
    const existing = isUuid(id) ? await findQuoteById(this.db, id) : undefined;
    if (!existing || (viewer.role !== 'admin' && existing.ownerId !== viewer.userId)) {
      throw notFound(QUOTE_NOT_FOUND);
    }
    await this.db.transaction(async (tx) => {
      const quote = await cancelOpenQuote(tx, id);
      if (!quote) throw conflict(ONLY_ACTIVE_CANCEL);
      const actor = await findUserById(tx, viewer.userId);
      if (!actor) throw notFound(USER_GONE);
      await recordActivity(tx, quoteCancelled(quote, actor));
    });
    return findVisibleQuote(this.db, id, viewer);
  }
}
