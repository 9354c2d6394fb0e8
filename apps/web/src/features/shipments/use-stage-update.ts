import { progressUpdateBody, type Shipment, type StageId } from '@njira/domain';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useUpdateShipment } from './api/update-shipment.ts';
import { requestStageFix } from './stage-fix.ts';

export const PROGRESS_UPDATED = 'Progress updated successfully!';
export const PROGRESS_UPDATE_FAILED = 'Error updating progress';

/**
 * Moves a shipment to a later stage (spec sections 4, 5, 7) with the spec's toasts; resolves true
 * on success, false on failure (the toast carries the server's message), so the caller can clear
 * or keep what was typed.
 */
export function useStageUpdate() {
  const mutation = useUpdateShipment();
  async function moveTo(
    shipment: Pick<Shipment, 'id' | 'deliveryDate'>,
    stage: StageId,
    typed: { location?: string; notes?: string } = {},
  ): Promise<boolean> {
    try {
      await mutation.mutateAsync({
        id: shipment.id,
        body: progressUpdateBody(stage, typed, shipment.deliveryDate),
      });
      toast.success(PROGRESS_UPDATED);
      // With 'Share my location' on, a stage update carries one position (issue 41).
      requestStageFix(shipment.id, stage);
      return true;
    } catch (error) {
      toast.error(PROGRESS_UPDATE_FAILED, errorMessage(error, 'Request failed'));
      return false;
    }
  }
  return { moveTo, pending: mutation.isPending };
}
