import {
  type AdminReconciliation,
  type AdminReconciliationQuery,
  type ReconciliationDifference,
  toKwacha,
  transferProblems,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import {
  ledgerTotalsByKind,
  type TransferToCheck,
  transfersInWindow,
  transfersToCheck,
} from '../../db/queries/reconciliation.ts';
import type { MobileMoneyGateway, PaymentState } from '../payments/mobile-money/gateway.ts';
import { moneyWaiting } from './money-waiting.ts';

/** Status asks in flight at once: enough to be quick, few enough not to hammer the provider. */
export const STATUS_CONCURRENCY = 4;
/** A status ask that takes longer counts as unanswered (the check goes on without it). */
export const STATUS_TIMEOUT_MS = 5_000;

/** `work` on every item, at most `limit` at a time, results in the items' order. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** The provider's answer, or null when it failed or took longer than `ms`. */
async function withTimeout(ask: () => Promise<PaymentState>, ms: number): Promise<PaymentState | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([ask().catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The admin's reconciliation (issue 26, ADR 021), on demand: each transfer that is unfinished or
 * changed recently is compared with the provider's status and with its posting in the ledger
 * (`transferProblems`, domain), and the ledger is checked against its own identity.
 */
export class AdminReconciliationService {
  constructor(
    private readonly db: Db,
    private readonly gateway: MobileMoneyGateway,
  ) {}

  async check(
    query: AdminReconciliationQuery,
    now = new Date(),
  ): Promise<{ report: AdminReconciliation; total: number }> {
    const [transfers, total, totals, waiting] = await Promise.all([
      transfersToCheck(this.db, now, query),
      transfersInWindow(this.db, now),
      ledgerTotalsByKind(this.db),
      moneyWaiting(this.db),
    ]);
    const answers = await mapLimit(transfers, STATUS_CONCURRENCY, (t) =>
      withTimeout(() => this.gateway.status(t.kind, t.id), STATUS_TIMEOUT_MS),
    );
    const differences = transfers.flatMap((t, i) => this.differencesOf(t, answers[i] ?? null, now));
    const sum = [...totals.values()].reduce((a, v) => a + v, 0);
    const clearing = totals.get('provider_clearing') ?? 0;
    // Held and owed are credit balances (negative sums of lines).
    const liabilities = -['escrow', 'owner_funding', 'transporter_payable', 'platform_revenue'].reduce(
      (a, kind) => a + (totals.get(kind) ?? 0),
      0,
    );
    return {
      report: {
        checkedAt: now.toISOString(),
        transfersChecked: transfers.length,
        differences,
        waiting,
        ledger: {
          balanced: sum === 0 && clearing === liabilities,
          clearing: toKwacha(clearing),
          liabilities: toKwacha(liabilities),
        },
      },
      total,
    };
  }

  private differencesOf(
    t: TransferToCheck,
    answer: PaymentState | null,
    now: Date,
  ): ReconciliationDifference[] {
    const problems = transferProblems({
      ourStatus: t.status,
      amountNgwee: t.amountNgwee,
      postedNgwee: t.postedNgwee,
      provider: answer ? { status: answer.status, amountNgwee: answer.amountNgwee } : null,
      ageMinutes: (now.getTime() - t.createdAt.getTime()) / 60_000,
    });
    return problems.map((problem) => ({
      transferId: t.id,
      kind: t.kind,
      shipmentId: t.shipmentId,
      ourStatus: t.status,
      providerStatus: answer?.status ?? null,
      problem,
    }));
  }
}
