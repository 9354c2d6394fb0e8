import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../ui/button.tsx';
import { DialogClose } from '../ui/dialog.tsx';

export const TRANSPORTER_SETTINGS = '/dashboard/transporter/settings';

/**
 * In place of the bid form, for a transporter not verified on a load for verified carriers only
 * (ADR 026, issue 40): why it cannot bid, and how to get verified.
 */
export function NotVerifiedPanel() {
  return (
    <div className="flex flex-col gap-4">
      <div
        role="alert"
        className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-blue-950"
      >
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-blue-700" aria-hidden="true" />
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-semibold">This load is for verified carriers only</p>
          <p>Your account is not verified yet, so you cannot bid on it.</p>
        </div>
      </div>
      <div className="flex flex-col gap-1 text-sm text-gray-700">
        <p className="font-semibold text-gray-900">How to get verified</p>
        <p>
          Upload your documents in Settings. Once an admin has approved every one of them, your account is
          verified and you can bid on loads like this one.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Link to={TRANSPORTER_SETTINGS} className={buttonClasses('primary', 'md')}>
          Upload documents in Settings
        </Link>
      </div>
    </div>
  );
}
