import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AuthLayout } from './auth-layout.tsx';

/** A mailed link that is unknown, used or expired: what went wrong, and the one way on. */
export function InvalidLink({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: { to: string; label: string };
}) {
  return (
    <AuthLayout title={title}>
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5"
      >
        <TriangleAlert className="size-7 text-destructive" aria-hidden="true" />
        <p className="text-sm font-medium text-gray-900">{message}</p>
        <p className="text-sm text-gray-700">These links can be used once and expire after a while.</p>
      </div>
      <Link to={action.to} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
        {action.label}
      </Link>
    </AuthLayout>
  );
}
