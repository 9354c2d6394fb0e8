import { AWAITING_PAYMENT_LABEL, PAY_NOW } from '@njira/domain';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button-variants.ts';

/**
 * "Awaiting payment — Pay now" (issue 39, item 6): on every owner's list of a shipment not yet paid, the
 * way to its pay form (`to`: the shipment page with `#pay`, its Payment card). `what` names the
 * shipment for screen readers (several may be listed).
 */
export function PayNowLink({ to, what }: { to: string; what: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">{AWAITING_PAYMENT_LABEL} —</p>
      <Link to={to} className={buttonClasses('primary', 'sm')}>
        <Wallet className="size-4" aria-hidden="true" />
        {PAY_NOW} <span className="sr-only">for {what}</span>
      </Link>
    </div>
  );
}
