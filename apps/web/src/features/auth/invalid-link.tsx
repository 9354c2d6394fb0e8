import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { AuthLayout } from './auth-layout.tsx';

interface LinkOutcomeProps {
  title: string;
  message: string;
  action: { to: string; label: string };
}

/** What a mailed link did (`done`) or why it could not (`refused`), and the one way on. */
export function LinkOutcome({
  title,
  message,
  action,
  tone,
}: LinkOutcomeProps & { tone: 'done' | 'refused' }) {
  const refused = tone === 'refused';
  const Icon = refused ? TriangleAlert : CircleCheck;
  return (
    <AuthLayout title={title}>
      <div
        role={refused ? 'alert' : 'status'}
        className={cn(
          'flex flex-col items-start gap-3 rounded-xl border p-5',
          refused ? 'border-red-200 bg-red-50' : 'border-green-200 bg-green-50',
        )}
      >
        <Icon className={cn('size-7', refused ? 'text-destructive' : 'text-green-700')} aria-hidden="true" />
        <p className="text-sm font-medium text-gray-900">{message}</p>
        {refused && (
          <p className="text-sm text-gray-700">These links can be used once and expire after a while.</p>
        )}
      </div>
      <Link to={action.to} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
        {action.label}
      </Link>
    </AuthLayout>
  );
}

/** A mailed link that is unknown, used or expired. */
export function InvalidLink(props: LinkOutcomeProps) {
  return <LinkOutcome {...props} tone="refused" />;
}
