import { REPORT_EVERY_METRES, REPORT_EVERY_MS, type Shipment, stageForShipment } from '@njira/domain';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSetLocationSharing, useShipmentPositions } from './api/shipment-positions.ts';
import { type ReporterStatus, usePositionReporter } from './use-position-reporter.ts';

export const SHARING_EXPLAINED = `While this page is open on your phone, it sends the truck’s position to the cargo owner: with every stage update, and at most every ${REPORT_EVERY_MS / 60_000} minutes or ${REPORT_EVERY_METRES / 1000} km on the road. A web page cannot track with the screen off or the page closed. Your phone asks your permission first.`;
export const PERMISSION_REFUSED =
  'Your phone refused to give this page its location, so no position is sent. Allow location for this site in the browser’s settings, then turn the switch off and on again.';

function statusText(status: ReporterStatus, sharing: boolean, onTheRoad: boolean): string {
  if (!sharing) return 'Off: the cargo owner sees no position from your phone.';
  if (status.kind === 'unsupported') return 'This browser cannot give your phone’s position.';
  if (status.kind === 'denied') return PERMISSION_REFUSED;
  if (!onTheRoad) return 'On: your position is sent once the cargo is picked up.';
  switch (status.kind) {
    case 'unavailable':
      return 'Your phone cannot find its position right now (no GPS signal). It keeps trying while this page is open.';
    case 'imprecise':
      return 'Your phone’s position is too rough to send (over 5 km). It keeps trying while this page is open.';
    case 'outside':
      return 'Your phone places you outside southern and eastern Africa, so no position is sent.';
    case 'refused':
      return `The last position was not sent: ${status.message}`;
    case 'sent':
      return `On: position sent at ${new Date(status.at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}. Keep this page open.`;
    default:
      return 'On: waiting for your phone’s position…';
  }
}

/**
 * The transporter's 'Share my location' for this shipment (issue 41, item 4): off until turned on,
 * and then the open page reports the phone's position (use-position-reporter.ts).
 */
export function LocationSharingCard({ shipment }: { shipment: Shipment }) {
  const id = useId();
  const positions = useShipmentPositions(shipment.id);
  const setSharing = useSetLocationSharing(shipment.id);
  const sharing = positions.data?.sharing ?? false;
  const stage = stageForShipment(shipment.status, shipment.progress);
  const onTheRoad = stage === 'AWAITING_PICKUP' || stage === 'IN_TRANSIT' || stage === 'IN_TRANSIT_NEAR';
  const status = usePositionReporter(shipment.id, sharing, stage);

  const change = async (share: boolean) => {
    try {
      await setSharing.mutateAsync(share);
    } catch (error) {
      toast.error('Location sharing not changed', errorMessage(error, 'Request failed'));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MapPin className="size-4 text-gray-500" aria-hidden="true" />
          Your location
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={id}>Share my location</Label>
          <Switch
            id={id}
            aria-describedby={`${id}-explained`}
            // The state asked for shows at once; a refusal puts it back (with a toast).
            checked={setSharing.isPending ? setSharing.variables : sharing}
            disabled={positions.isPending || setSharing.isPending}
            onChange={(event) => void change(event.target.checked)}
          />
        </div>
        <p id={`${id}-explained`} className="text-sm text-muted-foreground">
          {SHARING_EXPLAINED}
        </p>
        <p role="status" className="text-sm font-medium text-gray-900">
          {positions.isPending ? '' : statusText(status, sharing, onTheRoad)}
        </p>
      </CardContent>
    </Card>
  );
}
