import { APP_TIME_ZONE } from '@njira/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * What the ledger says, read straight from its lines with SQL of its own (not the app's queries):
 * the truth every screen and document is checked against. All amounts in ngwee.
 */

export interface LedgerShipment {
  /** Credited to its escrow by the deposit. */
  paidInNgwee: number;
  /** Debited from its escrow back to the owner. */
  refundedNgwee: number;
  /** Debited from its escrow to the transporter and the platform. */
  releasedNgwee: number;
  /** Its escrow's balance. */
  heldNgwee: number;
  /** Credited to platform revenue by its release. */
  feeNgwee: number;
  /** Credited to the transporter's payable by its release. */
  payoutNgwee: number;
  /** Paid out of the transporter's payable to its wallet. */
  paidOutNgwee: number;
  /** Lusaka months ('YYYY-MM') of the release and of the payout, when there were. */
  releasedMonth: string | null;
  paidOutMonth: string | null;
}

const NOTHING: LedgerShipment = {
  paidInNgwee: 0,
  refundedNgwee: 0,
  releasedNgwee: 0,
  heldNgwee: 0,
  feeNgwee: 0,
  payoutNgwee: 0,
  paidOutNgwee: 0,
  releasedMonth: null,
  paidOutMonth: null,
};

const month = (at: SQL) => sql`to_char(${at} at time zone ${APP_TIME_ZONE}, 'YYYY-MM')`;
const credit = (where: string) =>
  sql.raw(`coalesce(-sum(l.amount_ngwee) filter (where ${where}), 0)::bigint`);
const debit = (where: string) => sql.raw(`coalesce(sum(l.amount_ngwee) filter (where ${where}), 0)::bigint`);

/** Each shipment's figures as its journal lines add up; a shipment with no entries has none. */
export async function ledgerOf(db: Db, ids: readonly string[]): Promise<Map<string, LedgerShipment>> {
  const result = await db.execute<Record<string, string | null>>(sql`select e.shipment_id,
      ${credit(`a.kind = 'escrow' and e.kind = 'deposit_completed'`)} as paid_in,
      ${debit(`a.kind = 'escrow' and e.kind = 'escrow_refunded'`)} as refunded,
      ${debit(`a.kind = 'escrow' and e.kind = 'escrow_released'`)} as released,
      ${credit(`a.kind = 'escrow'`)} as held,
      ${credit(`a.kind = 'platform_revenue'`)} as fee,
      ${credit(`a.kind = 'transporter_payable' and e.kind = 'escrow_released'`)} as payout,
      ${debit(`a.kind = 'transporter_payable' and e.kind = 'payout_completed'`)} as paid_out,
      ${month(sql`min(e.created_at) filter (where e.kind = 'escrow_released')`)} as released_month,
      ${month(sql`max(e.created_at) filter (where e.kind = 'payout_completed')`)} as paid_out_month
    from journal_entries e join journal_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
    where e.shipment_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by e.shipment_id`);
  const byId = new Map(result.rows.map((r) => [r.shipment_id as string, r]));
  return new Map(
    ids.map((id) => {
      const r = byId.get(id);
      if (!r) return [id, NOTHING];
      return [
        id,
        {
          paidInNgwee: Number(r.paid_in),
          refundedNgwee: Number(r.refunded),
          releasedNgwee: Number(r.released),
          heldNgwee: Number(r.held),
          feeNgwee: Number(r.fee),
          payoutNgwee: Number(r.payout),
          paidOutNgwee: Number(r.paid_out),
          releasedMonth: r.released_month ?? null,
          paidOutMonth: r.paid_out_month ?? null,
        },
      ];
    }),
  );
}

/** The whole platform's revenue, volume released, releases and escrow held; revenue of one Lusaka month. */
export async function platformLedger(db: Db, monthKey: string) {
  const result = await db.execute<Record<string, string>>(sql`select
      ${credit(`a.kind = 'platform_revenue'`)} as fees,
      coalesce(-sum(l.amount_ngwee) filter (where a.kind = 'platform_revenue'
        and ${month(sql`e.created_at`)} = ${monthKey}), 0)::bigint as month_fees,
      ${debit(`a.kind = 'escrow' and e.kind = 'escrow_released'`)} as volume,
      count(distinct e.id) filter (where e.kind = 'escrow_released')::int as releases,
      ${credit(`a.kind = 'escrow'`)} as held
    from journal_entries e join journal_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id`);
  const r = result.rows[0] ?? {};
  return {
    feesNgwee: Number(r.fees ?? 0),
    monthFeesNgwee: Number(r.month_fees ?? 0),
    volumeNgwee: Number(r.volume ?? 0),
    releases: Number(r.releases ?? 0),
    heldNgwee: Number(r.held ?? 0),
  };
}

const AMOUNTS = (n: number) => `((?:K \\d{1,3}(?:,\\d{3})*(?:\\.\\d{2})? ?){${n}})`;

/** 'K 1,234.50' → 123450 ngwee. */
function ngweeOf(text: string): number {
  return Math.round(Number(text.replace(/^K /, '').replace(/,/g, '')) * 100);
}

function amounts(run: string): number[] {
  return [...run.matchAll(/K [\d,]+(?:\.\d{2})?/g)].map((m) => ngweeOf(m[0]));
}

/** PDF.js may split a number into runs ('K 7' '.00'), joined by a space: put it back together. */
const joined = (text: string) => text.replace(/(\d) (?=[.,]\d)/g, '$1');

/** The `n` amounts right after a label (a regular expression's source) in a PDF's text, or null. */
export function amountsAfter(text: string, label: string, n = 1): number[] | null {
  const found = new RegExp(`${label} ${AMOUNTS(n)}`).exec(joined(text));
  return found?.[1] ? amounts(found[1]) : null;
}

/** The `n` amounts of a statement's row: the first ones after the shipment's '#' and short id. */
export function rowAmounts(text: string, shortId: string, n: number): number[] | null {
  const found = new RegExp(`#${shortId} [^#]*?${AMOUNTS(n)}`).exec(joined(text));
  return found?.[1] ? amounts(found[1]) : null;
}
