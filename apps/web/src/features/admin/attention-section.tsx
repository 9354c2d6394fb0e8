import type { AdminOverview } from '@njira/domain';
import { FileCheck, Scale } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

function AttentionLink({
  to,
  icon: Icon,
  count,
  text,
}: {
  to: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  count: number;
  text: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'flex min-w-0 flex-1 items-center gap-3 rounded-lg border px-4 py-3 font-medium hover:bg-gray-50',
        count > 0 ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-border text-gray-700',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </Link>
  );
}

/** What waits for an admin (issue 40): the open disputes and the documents to review, each a link to its page. */
export function AttentionSection({ attention }: { attention: AdminOverview['attention'] }) {
  return (
    <Card className="p-4">
      <section aria-label="Needs attention" className="flex flex-col gap-3 sm:flex-row">
        <AttentionLink
          to="/dashboard/admin/disputes"
          icon={Scale}
          count={attention.openDisputes}
          text={plural(attention.openDisputes, 'open dispute', 'open disputes')}
        />
        <AttentionLink
          to="/dashboard/admin/documents"
          icon={FileCheck}
          count={attention.documentsToReview}
          text={plural(
            attention.documentsToReview,
            'document waiting for review',
            'documents waiting for review',
          )}
        />
      </section>
    </Card>
  );
}
