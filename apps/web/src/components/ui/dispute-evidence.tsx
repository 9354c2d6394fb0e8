import {
  DISPUTE_NOT_ANSWERED,
  DISPUTE_SIDES,
  type DisputeAnswer,
  type DisputePhoto,
  type DisputeSide,
  formatDateTime,
} from '@njira/domain';
import { useState } from 'react';
import { useApiImage } from '../../lib/api-image.ts';
import { Button } from './button.tsx';

const FROM: Record<DisputeSide, string> = { owner: 'the cargo owner', transporter: 'the transporter' };

/** GET /api/shipments/:id/dispute/photos/:photoId: the parties' and the admins' to read. */
const photoPath = (shipmentId: string, photoId: string) =>
  `/shipments/${encodeURIComponent(shipmentId)}/dispute/photos/${encodeURIComponent(photoId)}`;

/** One photo as a thumbnail that opens full size in a new tab, with who added it and when. */
function PhotoThumb({ shipmentId, photo, n }: { shipmentId: string; photo: DisputePhoto; n: number }) {
  const image = useApiImage(photoPath(shipmentId, photo.id));
  const alt = `Photo ${n} from ${FROM[photo.side]}`;
  return (
    <li className="flex w-28 flex-col gap-1">
      {image.url ? (
        <a href={image.url} target="_blank" rel="noreferrer" className="block rounded-md">
          <img src={image.url} alt={alt} className="size-28 rounded-md border border-border object-cover" />
          <span className="sr-only"> (opens full size)</span>
        </a>
      ) : (
        <span className="flex size-28 items-center justify-center rounded-md bg-muted p-2 text-center text-xs text-gray-600">
          {image.failed ? `${alt} could not be loaded` : `Loading ${alt.toLowerCase()}…`}
        </span>
      )}
      <span className="text-xs break-words text-muted-foreground">
        {photo.addedBy}, {formatDateTime(photo.addedAt)}
      </span>
    </li>
  );
}

/**
 * Both sides' photos, each side apart. Fetched only when asked for (a few hundred KB each, on a
 * prepaid bundle), or at once where the decision is made (`autoLoad`).
 */
export function DisputePhotos({
  shipmentId,
  photos,
  autoLoad = false,
}: {
  shipmentId: string;
  photos: DisputePhoto[];
  autoLoad?: boolean;
}) {
  const [shown, setShown] = useState(autoLoad);
  if (photos.length === 0) return <p className="text-sm text-gray-600">No photos.</p>;
  if (!shown) {
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => setShown(true)}>
        Show photos ({photos.length})
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {DISPUTE_SIDES.map((side) => {
        const theirs = photos.filter((p) => p.side === side);
        if (theirs.length === 0) return null;
        const label = `Photos from ${FROM[side]}`;
        return (
          <div key={side} className="flex flex-col gap-1">
            <p className="text-xs font-medium text-gray-700">{label}</p>
            <ul aria-label={label} className="flex flex-wrap gap-3">
              {theirs.map((photo, i) => (
                <PhotoThumb key={photo.id} shipmentId={shipmentId} photo={photo} n={i + 1} />
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * A dispute as both sides put it (issue 39): the owner's reason, the transporter's answer (or that
 * there is none yet), and the photos of both, each with who added it and when. The admin's screens
 * and the shipment's parties show the same.
 */
export function DisputeEvidence({
  shipmentId,
  reason,
  openedBy,
  openedAt,
  answer,
  photos,
  autoLoadPhotos = false,
}: {
  shipmentId: string;
  reason: string;
  openedBy: string;
  openedAt: string;
  answer: DisputeAnswer | null;
  photos: DisputePhoto[];
  autoLoadPhotos?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-3 text-sm">
      <div>
        <p className="text-xs text-muted-foreground">
          Cargo owner’s reason · {openedBy}, {formatDateTime(openedAt)}
        </p>
        <p className="break-words whitespace-pre-line text-gray-900">{reason}</p>
      </div>
      <div>
        <p className="text-xs text-muted-foreground">
          Transporter’s answer
          {answer && ` · ${answer.answeredBy}, ${formatDateTime(answer.answeredAt)}`}
        </p>
        {answer ? (
          <p className="break-words whitespace-pre-line text-gray-900">{answer.text}</p>
        ) : (
          <p className="text-gray-600 italic">{DISPUTE_NOT_ANSWERED}</p>
        )}
      </div>
      <DisputePhotos shipmentId={shipmentId} photos={photos} autoLoad={autoLoadPhotos} />
    </div>
  );
}
