import type { TransferRow } from '../../db/queries/money-transfers.ts';
import type { Initiation, MobileMoneyGateway } from './mobile-money/gateway.ts';

/** Shown on the payer's phone with the request (pawaPay: 4 to 22 characters). */
const CUSTOMER_MESSAGE = 'Njira freight escrow';
const PAYOUT_MESSAGE = 'Njira freight payout';

/**
 * Asks the provider to start a stored operation of any kind; the operation's id, stored before
 * the call, is the provider's idempotency key, so asking again never moves money twice.
 */
export function requestAtProvider(gateway: MobileMoneyGateway, transfer: TransferRow): Promise<Initiation> {
  const wallet = { provider: transfer.provider, phoneNumber: transfer.phoneNumber };
  if (transfer.kind === 'deposit') {
    return gateway.deposit({
      depositId: transfer.id,
      amountNgwee: transfer.amountNgwee,
      payer: wallet,
      // Who asks (the owner's company, issue 39), stored with the deposit; older ones the default.
      customerMessage: transfer.customerMessage ?? CUSTOMER_MESSAGE,
    });
  }
  if (transfer.kind === 'payout') {
    return gateway.payout({
      payoutId: transfer.id,
      amountNgwee: transfer.amountNgwee,
      recipient: wallet,
      customerMessage: PAYOUT_MESSAGE,
    });
  }
  return gateway.refund({
    refundId: transfer.id,
    depositId: transfer.depositId as string,
    amountNgwee: transfer.amountNgwee,
  });
}
