import {
  formatDateTime,
  historyByStage,
  nextStages,
  type ProgressEntry,
  type Shipment,
  stageStates,
} from '@njira/domain';
import { Check, Circle, MapPin, StickyNote } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { ProgressUpdateForm } from './progress-update-form.tsx';

/** Who is looking: the transporter moves the shipment; the cargo owner (and admin) only watch. */
export type ShipmentViewer = 'transporter' | 'cargo-owner';

function HistoryLines({ entries }: { entries: ProgressEntry[] }) {
  return (
    <ul className="mt-1.5 flex flex-col gap-1.5">
      {entries.map((entry) => (
        <li key={`${entry.timestamp}-${entry.status}-${entry.progress}`} className="text-xs text-gray-700">
          <p>
            Completed by {entry.updatedBy || 'System'}
            <span className="text-muted-foreground"> · {formatDateTime(entry.timestamp)}</span>
          </p>
          {entry.location && (
            <p className="mt-0.5 flex items-center gap-1">
              <MapPin className="size-3.5 text-gray-500" aria-hidden="true" />
              <span className="sr-only">Location:</span> <span>{entry.location}</span>
            </p>
          )}
          {entry.notes && (
            <p className="mt-0.5 flex items-start gap-1 whitespace-pre-line">
              <StickyNote className="mt-px size-3.5 shrink-0 text-gray-500" aria-hidden="true" />
              <span className="sr-only">Notes:</span> <span>{entry.notes}</span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The delivery progress tracker (spec section 4): every stage with its fixed progress, done and
 * current by the domain's rules, 'Completed by …' lines from the history, and, for the transporter
 * while a later stage remains, the update controls.
 */
export function ProgressTracker({ shipment, viewer }: { shipment: Shipment; viewer: ShipmentViewer }) {
  const states = stageStates(shipment.status, shipment.progress);
  const history = historyByStage(shipment.progressHistory);
  const cancelled = shipment.status === 'CANCELLED';
  const canUpdate =
    viewer === 'transporter' && !cancelled && nextStages(shipment.status, shipment.progress).length > 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="delivery-progress">
          Delivery Progress
        </CardTitle>
        <ProgressBar value={shipment.progress} label="Delivery progress" showValue className="mt-2" />
      </CardHeader>
      <CardContent>
        {cancelled && (
          <p className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            This shipment was cancelled before pickup.
          </p>
        )}
        <ol aria-labelledby="delivery-progress" className="flex flex-col">
          {states.map((stage, index) => {
            const entries = stage.done ? (history[stage.id] ?? []) : [];
            const last = index === states.length - 1;
            return (
              <li key={stage.id} className="relative flex gap-3 pb-5 last:pb-0">
                {!last && (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute top-8 bottom-0 left-[15px] w-0.5',
                      stage.done ? 'bg-brand-600' : 'bg-gray-200',
                    )}
                  />
                )}
                <span
                  aria-hidden="true"
                  className={cn(
                    'relative flex size-8 shrink-0 items-center justify-center rounded-full border-2',
                    stage.done
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-gray-300 bg-white text-gray-400',
                    stage.current && 'ring-4 ring-brand-100',
                  )}
                >
                  {stage.done ? <Check className="size-4" /> : <Circle className="size-3" />}
                </span>
                <div className="min-w-0 flex-1 pt-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
                    {stage.label}
                    <span className="text-xs font-normal text-muted-foreground">{stage.progress}%</span>
                    {stage.current && <Badge variant="primary">Current</Badge>}
                    <span className="sr-only">{stage.done ? '(done)' : '(not yet)'}</span>
                  </p>
                  {entries.length > 0 && <HistoryLines entries={entries} />}
                </div>
              </li>
            );
          })}
        </ol>
        {canUpdate && <ProgressUpdateForm shipment={shipment} />}
      </CardContent>
    </Card>
  );
}
