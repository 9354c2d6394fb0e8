import {
  ADD_WALLET_TO_BE_PAID,
  formatKwacha,
  formatMsisdn,
  MOBILE_MONEY_LABELS,
  type ShipmentPayment,
  WALLET_SECTION_ID,
} from '@njira/domain';
import { Link } from 'react-router';
import type { ShipmentViewer } from './progress-tracker.tsx';

/** Where the transporter's 80% stands once escrow was released. */
export function PayoutLine({ payment, viewer }: { payment: ShipmentPayment; viewer: ShipmentViewer }) {
  const payout = payment.payout;
  if (!payout) {
    // Released with no wallet to be paid to (issue 39): kept in its payable until it saves one.
    return viewer === 'transporter' ? (
      <Link
        to={`/dashboard/transporter/settings#${WALLET_SECTION_ID}`}
        className="text-sm font-medium text-destructive underline underline-offset-2"
      >
        {ADD_WALLET_TO_BE_PAID}
      </Link>
    ) : null;
  }
  const to =
    payout.phoneNumber !== null
      ? `${formatMsisdn(payout.phoneNumber)} (${MOBILE_MONEY_LABELS[payout.provider]})`
      : `the transporter’s ${MOBILE_MONEY_LABELS[payout.provider]} wallet`;
  const amount = formatKwacha(payout.amount);
  if (payout.status === 'COMPLETED')
    return (
      <p className="text-sm text-gray-700">
        Paid out: {amount} to {to}.
      </p>
    );
  if (payout.status === 'FAILED')
    return (
      <p className="text-sm text-destructive">
        {viewer === 'transporter'
          ? `Payout failed — our team will retry it. ${amount} stays owed to you until it reaches ${to}.`
          : `The transporter’s payout failed — our team will retry it.`}
      </p>
    );
  return (
    <p className="text-sm text-gray-700">
      {amount} is on its way to {to}.
    </p>
  );
}

/**
 * Money on its way back to the owner: a cancellation's or a dispute's refund, what a payment brought
 * over the amount asked, or (while the payment is held) a second payment that arrived after the
 * first was secured. The owner's only.
 */
export function RefundLine({ payment, viewer }: { payment: ShipmentPayment; viewer: ShipmentViewer }) {
  const refund = payment.refund;
  if (!refund || viewer !== 'cargo-owner') return null;
  const amount = formatKwacha(refund.amount);
  const received = payment.attempt?.received ?? null;
  const what =
    received !== null && received > payment.amount
      ? 'The surplus of'
      : payment.status === 'held' || payment.status === 'disputed'
        ? 'Your second payment of'
        : 'The refund of';
  if (refund.status === 'FAILED')
    return (
      <p className="text-sm text-destructive">
        Refund failed — our team will retry it. {what} {amount} stays owed to you.
      </p>
    );
  if (refund.status === 'COMPLETED')
    return (
      <p className="text-sm text-gray-700">
        {what} {amount} is back in your mobile-money wallet.
      </p>
    );
  return (
    <p className="text-sm text-gray-700">
      {what} {amount} is on its way back to your mobile-money wallet.
    </p>
  );
}
