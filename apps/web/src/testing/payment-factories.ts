import {
  lastMonthsKeys,
  type Payment,
  type PaymentsSummary,
  type ShipmentPayment,
  splitKwacha,
} from '@njira/domain';

let sequence = 0;
function shipmentId(): string {
  sequence += 1;
  return `6c8e2d3f-9a4b-4d7c-8e1f-${String(sequence).padStart(12, '0')}`;
}

/** GET /api/payments as the server answers it. */
export function makePaymentsSummary(overrides: Partial<PaymentsSummary> = {}): PaymentsSummary {
  return {
    currentMonth: lastMonthsKeys(1).at(-1) ?? '',
    paid: 12_000,
    held: 4_000,
    pending: 3_000,
    refunded: 0,
    totalSpent: 16_000,
    platformFees: 2_400,
    counts: { paid: 1, held: 1, pending: 1, refunded: 0 },
    ...overrides,
  };
}

/**
 * A row of GET /api/payments/paid, /held or /pending: the full amount with its 20% and 80% parts,
 * released in full (a paid row) unless told otherwise.
 */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  const amount = overrides.amount ?? 12_000;
  const { platformFee, transporterAmount } = splitKwacha(amount);
  return {
    id: shipmentId(),
    status: 'DELIVERED',
    cargo: 'Mining - Copper cathodes on pallets',
    fromLocation: 'Kitwe',
    toLocation: 'Lusaka',
    date: '2026-03-05T14:00:00.000Z',
    amount,
    refunded: 0,
    released: amount,
    platformFee,
    transporterAmount,
    transporterCompany: 'Mwale Haulage',
    receiptAvailable: true,
    ...overrides,
  };
}

/** GET /api/shipments/:id/payment as the server answers it: held in escrow by default. */
export function makeShipmentPayment(overrides: Partial<ShipmentPayment> = {}): ShipmentPayment {
  return {
    shipmentId: overrides.shipmentId ?? shipmentId(),
    status: 'held',
    amount: 12_000,
    held: 12_000,
    attempt: {
      id: '7d9f3e4a-0b5c-4e8d-9f2a-000000000001',
      provider: 'MTN_MOMO_ZMB',
      phoneNumber: '260763456789',
      status: 'COMPLETED',
      failure: null,
      received: null,
      createdAt: '2026-11-20T09:00:00.000Z',
    },
    payout: null,
    refund: null,
    dispute: null,
    disputable: false,
    ...overrides,
  };
}
