import { AWAITING_PAYMENT_LABEL, PAY_NOW } from '@njira/domain';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button-variants.ts';

/** Where the owner's pay form is: the shipment page, scrolled to its Payment card (`#pay`). */
export const PAY_FORM_PATH = (shipmentId: string) => `/dashboard/cargo-owner/shipment/${shipmentId}#pay`;

/**
 * "Awaiting payment — Pay now" (issue 39, item 6): on every owner's list of a shipment not yet paid, the
 * way to its pay form. `what` names the shipment for screen readers (several may be listed).
 */
export function PayNowLink({ shipmentId, what }: { shipmentId: string; what: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">{AWAITING_PAYMENT_LABEL} —</p>
      <Link to={PAY_FORM_PATH(shipmentId)} className={buttonClasses('primary', 'sm')}>
        <Wallet className="size-4" aria-hidden="true" />
        {PAY_NOW} <span className="sr-only">for {what}</span>
      </Link>
    </div>
  );
}
