import type { Shipment } from '@njira/domain';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { shrinkPhoto } from '../../lib/shrink-photo.ts';
import { useDeliverShipment } from './api/shipment-delivery.ts';
import type { DeliveryProofState } from './delivery-proof-fields.tsx';
import { PROGRESS_UPDATE_FAILED, PROGRESS_UPDATED } from './use-stage-update.ts';

/**
 * Marks a shipment Delivered with its proof, with the spec's toasts; resolves true on success,
 * false on a refusal (the toast carries the server's words: a wrong code and the tries left), so the
 * form keeps what was typed.
 */
export function useDeliver() {
  const mutation = useDeliverShipment();
  async function send(
    shipment: Pick<Shipment, 'id'>,
    proof: DeliveryProofState,
    typed: { location?: string; notes?: string },
  ): Promise<boolean> {
    if (!proof.photo) return false;
    try {
      const photo = await shrinkPhoto(proof.photo);
      await mutation.mutateAsync({
        id: shipment.id,
        input: {
          ...(proof.noCode
            ? { noCodeReason: proof.noCodeReason.trim() }
            : { code: proof.code.replace(/\s/g, '') }),
          receiverName: proof.receiverName.trim(),
          location: typed.location?.trim(),
          notes: typed.notes?.trim(),
          confirmUnusual: proof.confirmUnusual,
          photo,
        },
      });
      toast.success(PROGRESS_UPDATED);
      return true;
    } catch (error) {
      toast.error(PROGRESS_UPDATE_FAILED, errorMessage(error, 'Request failed'));
      return false;
    }
  }
  return { send, pending: mutation.isPending };
}
