import { AlertTriangle, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** A home's list card header: its title and the link to the whole list. */
export function SectionHeader({ title, to, linkLabel }: { title: string; to: string; linkLabel: string }) {
  return (
    <CardHeader className="flex-row items-center justify-between">
      <CardTitle as="h2">{title}</CardTitle>
      <Link to={to} className={buttonClasses('link', 'sm')}>
        {linkLabel}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </CardHeader>
  );
}

/** In place of a home's figures when they could not be loaded (a toast says so too). */
export function DashboardUnavailable({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Card>
      <EmptyState
        icon={AlertTriangle}
        title="Unable to load dashboard"
        description="Your figures could not be loaded. Check your connection and try again."
        action={
          <Button loading={retrying} onClick={onRetry}>
            Try Again
          </Button>
        }
      />
    </Card>
  );
}
