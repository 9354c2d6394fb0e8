import { describe, expect, it } from 'vitest';
import { DEPOSIT_EXPIRED_TEXT, depositExpired } from './escrow.ts';
import { surplusDepositLines } from './ledger-entries.ts';
import { autoRetryDelayMs } from './transfer-retry.ts';

describe('a deposit’s expiry', () => {
  const made = new Date('2026-11-27T10:00:00Z');
  const at = (minutes: number) => new Date(made.getTime() + minutes * 60_000);

  it('expires 15 minutes after it was made while it waits for the payer', () => {
    for (const status of ['PENDING', 'ACCEPTED'] as const) {
      expect(depositExpired({ status, createdAt: made }, at(14.99))).toBe(false);
      expect(depositExpired({ status, createdAt: made }, at(15))).toBe(true);
      expect(depositExpired({ status, createdAt: made.toISOString() }, at(60))).toBe(true);
    }
  });

  it('never expires once final', () => {
    for (const status of ['COMPLETED', 'FAILED'] as const) {
      expect(depositExpired({ status, createdAt: made }, at(60))).toBe(false);
    }
  });

  it('says why in the owner’s words', () => {
    expect(DEPOSIT_EXPIRED_TEXT).toBe('the payment was not approved within 15 minutes');
  });
});

describe('retrying a failed payout or refund by itself', () => {
  it('retries a transient failure three times, waiting longer each time', () => {
    expect(autoRetryDelayMs('UNSPECIFIED_FAILURE', 1)).toBe(2 * 60_000);
    expect(autoRetryDelayMs('PROVIDER_TEMPORARILY_UNAVAILABLE', 2)).toBe(10 * 60_000);
    expect(autoRetryDelayMs('REFUND_IN_PROGRESS', 3)).toBe(30 * 60_000);
    expect(autoRetryDelayMs('UNSPECIFIED_FAILURE', 4)).toBeNull();
  });

  it('leaves a failure about the wallet to an admin', () => {
    expect(autoRetryDelayMs('RECIPIENT_NOT_FOUND', 1)).toBeNull();
    expect(autoRetryDelayMs(null, 1)).toBeNull();
  });
});

describe('a second deposit on a paid shipment', () => {
  it('is owed straight back to the owner, never held in escrow', () => {
    const lines = surplusDepositLines('owner-1', 1_200_000);
    expect(lines).toEqual([
      { account: { kind: 'provider_clearing' }, amountNgwee: 1_200_000 },
      { account: { kind: 'owner_funding', userId: 'owner-1' }, amountNgwee: -1_200_000 },
    ]);
    expect(lines.reduce((sum, l) => sum + l.amountNgwee, 0)).toBe(0);
  });
});
