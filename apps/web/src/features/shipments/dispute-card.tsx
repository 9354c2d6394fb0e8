import { DISPUTE_OUTCOME_LABELS, formatDateTime, formatKwacha, type ShipmentDispute } from '@njira/domain';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { DisputeEvidence } from '../../components/ui/dispute-evidence.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { shrinkPhoto } from '../../lib/shrink-photo.ts';
import { AnswerDisputeForm } from './answer-dispute-form.tsx';
import { useAddDisputePhotos, useShipmentDispute } from './api/shipment-dispute.ts';
import { DisputePhotoPicker } from './dispute-photo-picker.tsx';

/** The owner adds photos to its open dispute, up to what its side has left. */
function AddPhotos({ shipmentId, left }: { shipmentId: string; left: number }) {
  const add = useAddDisputePhotos(shipmentId);
  const [photos, setPhotos] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  async function send() {
    setFailure(null);
    try {
      await add.mutateAsync(await Promise.all(photos.map(shrinkPhoto)));
      setPhotos([]);
      toast.success('Photos added', 'The transporter and the admin can see them now.');
    } catch (error) {
      const message = errorMessage(error, 'Request failed');
      setFailure(message);
      toast.error('Photos not added', message);
    }
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <DisputePhotoPicker
        label="Add photos to the dispute"
        hint={`You can add ${left} more: the damage, the short count, the delivery note.`}
        photos={photos}
        onChange={setPhotos}
        max={left}
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          Photos not added: {failure}
        </p>
      )}
      {photos.length > 0 && (
        <Button className="self-start" loading={add.isPending} onClick={() => void send()}>
          Send {photos.length === 1 ? 'photo' : `${photos.length} photos`}
        </Button>
      )}
    </div>
  );
}

function Status({ dispute }: { dispute: ShipmentDispute }) {
  const r = dispute.resolution;
  if (!r) return <p className="text-sm text-gray-700">Open: an admin reads both sides, then decides.</p>;
  return (
    <p className="text-sm text-gray-700">
      <span className="font-semibold text-gray-900">Resolved {formatDateTime(r.resolvedAt)}:</span>{' '}
      {DISPUTE_OUTCOME_LABELS[r.outcome]}
      {r.refunded > 0 && ` (${formatKwacha(r.refunded)} refunded)`}.
    </p>
  );
}

/**
 * The shipment's dispute for its parties (issue 39): the reason, the answer and both sides' photos;
 * the transporter's answer form while it may answer, the owner's photos while its side has room.
 */
export function DisputeCard({ shipmentId, wanted }: { shipmentId: string; wanted: boolean }) {
  const dispute = useShipmentDispute(shipmentId, wanted).data?.dispute;
  if (!wanted || !dispute) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Scale className="size-5 text-amber-700" aria-hidden="true" />
          Dispute
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Status dispute={dispute} />
        <DisputeEvidence
          shipmentId={shipmentId}
          reason={dispute.reason}
          openedBy={dispute.openedBy}
          openedAt={dispute.openedAt}
          answer={dispute.answer}
          photos={dispute.photos}
        />
        {dispute.canAnswer && <AnswerDisputeForm shipmentId={shipmentId} />}
        {dispute.photosLeft > 0 && <AddPhotos shipmentId={shipmentId} left={dispute.photosLeft} />}
      </CardContent>
    </Card>
  );
}
