import { formatDate, isDeliveredBeforePickup, nextStages, type Shipment, type StageId } from '@njira/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useStageUpdate } from './use-stage-update.ts';

/** The update controls (spec sections 4 and 5): any later stage, optional location and notes. */
export function ProgressUpdateForm({ shipment }: { shipment: Shipment }) {
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
      {stage === 'DELIVERED' && isDeliveredBeforePickup(Date.now(), shipment.pickupDate) && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          The planned pickup date is {formatDate(shipment.pickupDate)}: this delivery will be shown and
          printed as early.
        </p>
      )}
      <div>
        <Button type="submit" loading={pending} disabled={stage === ''}>
          Update Progress
        </Button>
      </div>
    </form>
  );
}
