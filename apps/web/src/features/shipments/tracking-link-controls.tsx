import { formatDate, formatDateTime } from '@njira/domain';
import { Link2, Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useTrackingLinkChanges, useTrackingLinkState } from './api/tracking-link.ts';

export const TRACKING_LINK_EXPLAINED =
  'A read-only page for the consignee at the gate: the route, the stage, where the truck was last seen and the expected delivery. No names, phone numbers or amounts. It needs no account and stops a week after delivery.';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The owner's tracking link (issue 41, item 7): make one (a new one replaces the old), copy it,
 * or stop sharing. The link itself is shown only when made: the server keeps only its hash.
 */
export function TrackingLinkControls({ shipmentId }: { shipmentId: string }) {
  const inputId = useId();
  const state = useTrackingLinkState(shipmentId);
  const { create, revoke } = useTrackingLinkChanges(shipmentId);
  const [url, setUrl] = useState<string | null>(null);
  const active = state.data?.active ?? false;

  const share = async () => {
    try {
      const link = await create.mutateAsync();
      const full = `${window.location.origin}${link.url}`;
      setUrl(full);
      if (await copy(full)) toast.success('Tracking link copied', 'Send it to whoever receives the goods.');
      else toast.success('Tracking link made', 'Select the link below and copy it.');
    } catch (error) {
      toast.error('Tracking link not made', errorMessage(error, 'Request failed'));
    }
  };

  const stop = async () => {
    try {
      await revoke.mutateAsync();
      setUrl(null);
      toast.success('Tracking link stopped', 'Whoever has it now sees that it is no longer valid.');
    } catch (error) {
      toast.error('Tracking link not stopped', errorMessage(error, 'Request failed'));
    }
  };

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-3">
      <p className="text-sm text-muted-foreground">{TRACKING_LINK_EXPLAINED}</p>
      {url && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={inputId}>Tracking link</Label>
          <Input id={inputId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
      {active && !url && state.data?.createdAt && (
        <p className="text-sm text-gray-900">
          A tracking link made {formatDateTime(state.data.createdAt)} is live
          {state.data.expiresAt ? ` until ${formatDate(state.data.expiresAt)}` : ''}. Share a new one to see
          it again: the old one then stops.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void share()} disabled={create.isPending}>
          <Link2 className="size-4" aria-hidden="true" />
          {active ? 'Share a new tracking link' : 'Share tracking link'}
        </Button>
        {url && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void copy(url).then((ok) => ok && toast.success('Tracking link copied'))}
          >
            Copy link
          </Button>
        )}
        {active && (
          <Button variant="outline" size="sm" onClick={() => void stop()} disabled={revoke.isPending}>
            <Link2Off className="size-4" aria-hidden="true" />
            Stop sharing
          </Button>
        )}
      </div>
    </div>
  );
}
