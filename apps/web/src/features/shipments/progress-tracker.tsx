import {
  formatDateTime,
  historyByStage,
  nextStages,
  type ProgressEntry,
  type Shipment,
  type StageId,
  stageStates,
} from '@njira/domain';
import { Check, Circle, MapPin, StickyNote } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useStageUpdate } from './use-stage-update.ts';

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

/** The update controls (spec sections 4 and 5): any later stage, optional location and notes. */
function ProgressUpdateForm({ shipment }: { shipment: Shipment }) {
  const choices = nextStages(shipment.status, shipment.progress);
  const { moveTo, pending } = useStageUpdate();
  const [stage, setStage] = useState<StageId | ''>('');
  const [location, setLocation] = useState('');
  const [notes, setNotes] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (stage === '') return;
    // On failure everything typed stays for another try; on success the form starts afresh.
    if (await moveTo(shipment, stage, { location, notes })) {
      setStage('');
      setLocation('');
      setNotes('');
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-5 flex flex-col gap-4 border-t border-border pt-5"
      aria-labelledby="update-progress-heading"
    >
      <h3 id="update-progress-heading" className="text-sm font-semibold text-gray-900">
        Update Progress
      </h3>
      <Field label="New stage">
        <Select value={stage} onChange={(event) => setStage(event.target.value as StageId | '')}>
          <option value="">Select the next stage</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label} ({choice.progress}%)
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Location (optional)">
          <Input
            value={location}
            maxLength={200}
            placeholder="e.g. Kapiri Mposhi"
            onChange={(event) => setLocation(event.target.value)}
          />
        </Field>
        <Field label="Notes (optional)" className="sm:row-span-2">
          <Textarea
            value={notes}
            rows={3}
            maxLength={1000}
            placeholder="Anything the cargo owner should know"
            onChange={(event) => setNotes(event.target.value)}
          />
        </Field>
      </div>
      <div>
        <Button type="submit" loading={pending} disabled={stage === ''}>
          Update Progress
        </Button>
      </div>
    </form>
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
