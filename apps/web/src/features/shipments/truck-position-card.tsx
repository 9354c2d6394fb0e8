import { accuracyText, formatDateTime, lastSeenText, type Shipment } from '@njira/domain';
import { Navigation } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useNow } from '../../lib/use-now.ts';
import { useShipmentPositions } from './api/shipment-positions.ts';
import { TrackingLinkControls } from './tracking-link-controls.tsx';

/**
 * Where the truck was, for the cargo owner (issue 41): the last fix as text, live (a new fix sends a
 * `change` event that refetches it), and the tracking link to share with the consignee.
 */
export function TruckPositionCard({ shipment }: { shipment: Shipment }) {
  const positions = useShipmentPositions(shipment.id);
  // Moved on every half minute, so 'Last seen 3 min ago' keeps counting on an open page.
  const now = new Date(useNow(30_000));
  const last = positions.data?.last ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Navigation className="size-4 text-gray-500" aria-hidden="true" />
          Truck location
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {/* The route map (issue 41, item 5) is drawn here, above these facts; they stay as its text. */}
        {positions.isPending ? null : last ? (
          <div>
            <p className="text-sm font-semibold text-gray-900">
              {lastSeenText(last.takenAt, now, positions.data?.near)}
            </p>
            <p className="text-sm text-muted-foreground">
              At {last.latitude.toFixed(4)}, {last.longitude.toFixed(4)}, accurate to about{' '}
              {accuracyText(last.accuracy)} ({formatDateTime(last.takenAt)}).
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {positions.data?.sharing
              ? 'No position yet: the transporter’s phone sends one while their shipment page is open on the road.'
              : 'The transporter has not turned on location sharing for this shipment.'}
          </p>
        )}
        <TrackingLinkControls shipmentId={shipment.id} />
      </CardContent>
    </Card>
  );
}
