import type { QuoteSort } from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { listOpenLoadRows, myBidsOn, openLoadSummary } from '../../db/queries/quote-summaries.ts';
import type { QuoteFilter } from '../../db/queries/quotes.ts';
import type { MarketplaceCache } from '../../lib/marketplace-cache.ts';

type PageQuery = { limit: number; offset: number; order: QuoteSort };

/**
 * Available Loads pages, read once for every transporter (ADR 010, sixth round). An open load reads
 * the same to every transporter but for its own bid, so a page of them (first page, a filter, a
 * search) is read from PostgreSQL once (`MarketplaceCache`: until a change is heard of, a load on it
 * expires, or two seconds pass) and served to every transporter who asks: each reader then adds
 * only its own bids on that page, one indexed statement. A reader who is the transporter of a
 * load's (cancelled) shipment sees that load differently: the page is read for them alone.
 */
export class OpenLoadPages {
  constructor(
    private readonly db: Db,
    private readonly cache: MarketplaceCache,
  ) {}

  /**
   * The page's JSON text (`quoteSummarySchema[]`) for this transporter, or null when it must be read
   * for them alone (they are a party of one of its loads).
   */
  async page(
    transporterId: string,
    filter: Pick<QuoteFilter, 'status' | 'band' | 'search'>,
    query: PageQuery,
  ): Promise<string | null> {
    const { order, limit, offset } = query;
    const key = JSON.stringify([
      'open-loads-page',
      filter.status,
      filter.band,
      filter.search,
      order,
      limit,
      offset,
    ]);
    const rows = await this.cache.get(
      key,
      () => listOpenLoadRows(this.db, filter, query),
      (rows) => Math.min(...rows.map((row) => row.expiresAt)),
    );
    if (rows.some((row) => row.partyId === transporterId)) return null;
    const mine = await myBidsOn(
      this.db,
      transporterId,
      rows.map((row) => row.id),
    );
    return `[${rows.map((row) => openLoadSummary(row, mine.get(row.id))).join(', ')}]`;
  }
}
