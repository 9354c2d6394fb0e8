import { describe, expect, it } from 'vitest';
import { STUCK_AFTER_MINUTES, type TransferFacts, transferProblems } from './admin-reconciliation.ts';

const facts = (over: Partial<TransferFacts>): TransferFacts => ({
  ourStatus: 'COMPLETED',
  amountNgwee: 1_000,
  postedNgwee: 1_000,
  provider: { status: 'COMPLETED', amountNgwee: 1_000 },
  ageMinutes: 5,
  ...over,
});

describe('transferProblems', () => {
  it('finds nothing when ours, the ledger and the provider agree', () => {
    expect(transferProblems(facts({}))).toEqual([]);
    expect(
      transferProblems(facts({ ourStatus: 'FAILED', postedNgwee: null, provider: { status: 'FAILED' } })),
    ).toEqual([]);
    expect(
      transferProblems(
        facts({ ourStatus: 'ACCEPTED', postedNgwee: null, provider: { status: 'PROCESSING' } }),
      ),
    ).toEqual([]);
  });

  it('finds a completion the ledger has not posted, ours or the provider’s', () => {
    expect(transferProblems(facts({ ourStatus: 'ACCEPTED', postedNgwee: null }))).toEqual(['not_posted']);
    expect(transferProblems(facts({ postedNgwee: null, provider: { status: 'NOT_FOUND' } }))).toEqual([
      'not_posted',
    ]);
  });

  it('finds a posting the provider failed or does not know', () => {
    expect(transferProblems(facts({ provider: { status: 'FAILED' } }))).toEqual(['posted_not_completed']);
    expect(transferProblems(facts({ provider: { status: 'NOT_FOUND' } }))).toEqual(['posted_not_completed']);
  });

  it('finds amounts that differ, in the ledger or at the provider', () => {
    expect(transferProblems(facts({ postedNgwee: 900 }))).toEqual(['amount_differs']);
    expect(transferProblems(facts({ provider: { status: 'COMPLETED', amountNgwee: 999 } }))).toEqual([
      'amount_differs',
    ]);
  });

  it('finds final statuses that differ, a stuck transfer and an unanswered ask', () => {
    expect(transferProblems(facts({ ourStatus: 'FAILED' }))).toEqual(['status_differs']);
    expect(
      transferProblems(
        facts({ ourStatus: 'PENDING', postedNgwee: null, provider: null, ageMinutes: STUCK_AFTER_MINUTES }),
      ),
    ).toEqual(['provider_unreachable', 'stuck']);
  });
});
