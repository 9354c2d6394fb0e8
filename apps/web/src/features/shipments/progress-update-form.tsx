import { nextStages, type Shipment, type StageId, unusualDelivery } from '@njira/domain';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast.ts';
import {
  DeliveryProofFields,
  type DeliveryProofState,
  EMPTY_PROOF,
  proofProblem,
} from './delivery-proof-fields.tsx';
import { useDeliver } from './use-deliver.ts';
import { PROGRESS_UPDATE_FAILED, useStageUpdate } from './use-stage-update.ts';

/**
 * The update controls (spec sections 4 and 5): any later stage, optional location and notes; and
 * for Delivered, its proof (issue 39): the receiver's code or why there is none, a name, a photo.
 */
export function ProgressUpdateForm({ shipment }: { shipment: Shipment }) {
  const choices = nextStages(shipment.status, shipment.progress);
  const { moveTo, pending } = useStageUpdate();
  const deliver = useDeliver();
  // Mark Delivered on My Deliveries opens this page with Delivered chosen (?deliver=1).
  const [search] = useSearchParams();
  const [stage, setStage] = useState<StageId | ''>(() =>
    search.get('deliver') === '1' && choices.some((c) => c.id === 'DELIVERED') ? 'DELIVERED' : '',
  );
  const [location, setLocation] = useState('');
  const [notes, setNotes] = useState('');
  const [proof, setProof] = useState<DeliveryProofState>(EMPTY_PROOF);
  // A new key empties the photo's file input once a delivery went through.
  const [round, setRound] = useState(0);
  const delivering = stage === 'DELIVERED';

  function reset() {
    setStage('');
    setLocation('');
    setNotes('');
    setProof(EMPTY_PROOF);
    setRound((n) => n + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (stage === '') return;
    if (delivering) {
      const problem = proofProblem(proof, unusualDelivery(shipment, new Date()).length > 0);
      if (problem) {
        toast.error(PROGRESS_UPDATE_FAILED, problem);
        return;
      }
      // On a refusal (a wrong code) everything typed and the photo stay for another try.
      if (await deliver.send(shipment, proof, { location, notes })) reset();
      return;
    }
    if (await moveTo(shipment, stage, { location, notes })) reset();
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
      {delivering && (
        <DeliveryProofFields key={round} shipment={shipment} proof={proof} onChange={setProof} />
      )}
      <div>
        <Button type="submit" loading={pending || deliver.pending} disabled={stage === ''}>
          {delivering ? 'Mark Delivered' : 'Update Progress'}
        </Button>
      </div>
    </form>
  );
}
