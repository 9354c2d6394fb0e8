import { type DeliveryProof, formatDateTime, UNUSUAL_DELIVERY_TEXT } from '@njira/domain';
import { CircleAlert, CircleCheckBig } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { InfoRow } from '../../components/ui/shipment-detail-cards.tsx';
import { useDeliveryPhoto } from './api/shipment-delivery.ts';
import type { ShipmentViewer } from './progress-tracker.tsx';

/** The photo, fetched only when asked for: a few hundred KB a prepaid bundle need not spend unasked. */
function ProofPhoto({ shipmentId }: { shipmentId: string }) {
  const [wanted, setWanted] = useState(false);
  const photo = useDeliveryPhoto(shipmentId, wanted);
  if (!wanted) {
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => setWanted(true)}>
        Show delivery photo
      </Button>
    );
  }
  if (photo.failed) return <p className="text-sm text-destructive">The photo could not be loaded.</p>;
  if (!photo.url) return <p className="text-sm text-muted-foreground">Loading the photo…</p>;
  return (
    <img
      src={photo.url}
      alt="Taken at delivery: the signed delivery note or the goods"
      className="w-full rounded-md border border-border"
    />
  );
}

/** What the release waits for, in the viewer's words. */
function releaseText(proof: DeliveryProof, viewer: ShipmentViewer): string | null {
  if (proof.confirmedAt) return null;
  if (proof.autoReleaseAt) {
    return `The payment is released on ${formatDateTime(proof.autoReleaseAt)} unless ${viewer === 'cargo-owner' ? 'you open a dispute' : 'the cargo owner opens a dispute'}.`;
  }
  return viewer === 'cargo-owner'
    ? 'Delivered without the receiver’s code: the payment is released only when you confirm the delivery (or an admin does). Check the proof, then confirm.'
    : 'Delivered without the receiver’s code: the payment is released when the cargo owner confirms the delivery (or an admin does).';
}

/** Who received the goods, when and where, whether the code matched, the photo (issue 39). */
export function DeliveryProofCard({
  shipmentId,
  proof,
  viewer,
}: {
  shipmentId: string;
  proof: DeliveryProof;
  viewer: ShipmentViewer;
}) {
  const release = releaseText(proof, viewer);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Proof of delivery</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {proof.codeMatched ? (
          <p className="flex gap-2 text-sm font-medium text-green-800">
            <CircleCheckBig className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            The receiver’s delivery code matched
          </p>
        ) : (
          <p className="flex gap-2 text-sm text-amber-900">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-semibold">Delivered without the receiver’s code.</span> Reason:{' '}
              {proof.noCodeReason}
            </span>
          </p>
        )}
        {proof.unusual.length > 0 && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Unusual: {proof.unusual.map((u) => UNUSUAL_DELIVERY_TEXT[u]).join('; ')}.
          </p>
        )}
        <dl className="flex flex-col divide-y divide-border">
          <InfoRow label="Received by">{proof.receiverName}</InfoRow>
          <InfoRow label="When">{formatDateTime(proof.deliveredAt)}</InfoRow>
          <InfoRow label="Where">{proof.location ?? 'Not recorded'}</InfoRow>
          <InfoRow label="Delivered by">{proof.deliveredBy}</InfoRow>
          {proof.confirmedAt && (
            <InfoRow label="Confirmed by">{`${proof.confirmedBy}, ${formatDateTime(proof.confirmedAt)}`}</InfoRow>
          )}
        </dl>
        {release && <p className="text-sm text-gray-700">{release}</p>}
        {proof.hasPhoto && <ProofPhoto shipmentId={shipmentId} />}
      </CardContent>
    </Card>
  );
}
