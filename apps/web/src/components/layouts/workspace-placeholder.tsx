import { Hammer } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { PageHeader } from './page-header.tsx';
import { useRouteHandle } from './use-route-handle.ts';

/**
 * A screen that later work replaces: the real title, and an honest note instead of fake data.
 * The route's `handle` supplies the title and description.
 */
export function WorkspacePlaceholder() {
  const handle = useRouteHandle();
  const title = handle?.title ?? 'Workspace';
  // '/dashboard/<role>/anything' → '/dashboard/<role>'
  const home = useLocation().pathname.split('/').slice(0, 3).join('/');
  return (
    <>
      <PageHeader title={title} description={handle?.description} />
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="rounded-full bg-accent-50 p-4 text-accent-700">
          <Hammer className="size-8" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-gray-900">This part of your workspace is being built</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          We are still building {title}. Your account and data are safe; this screen will appear here as soon
          as it is ready.
        </p>
        <Link to={home} className={buttonClasses('outline', 'md', 'mt-2')}>
          Back to Dashboard
        </Link>
      </Card>
    </>
  );
}
