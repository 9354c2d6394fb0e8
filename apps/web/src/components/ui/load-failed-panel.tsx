import { AlertTriangle } from 'lucide-react';
import { Button } from './button.tsx';
import { Card } from './card.tsx';

/** Where a list or page would be when its call failed: what happened, and a Try Again (spec section 8). */
export function LoadFailedPanel({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="rounded-full bg-red-50 p-3 text-red-700">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" loading={retrying} onClick={onRetry}>
        Try Again
      </Button>
    </Card>
  );
}
