import { shortId } from '@njira/domain';
import { downloadFile } from '../../../lib/download-file.ts';

/** 'njira-pod-1A2B3C4D.pdf', as the server names it. */
export function podFilename(shipmentId: string): string {
  return `njira-pod-${shortId(shipmentId)}.pdf`;
}

/** GET /api/shipments/:id/pod.pdf (delivered shipments; either party, or an admin), saved as a file. */
export function downloadPod(shipmentId: string): Promise<void> {
  return downloadFile(`/shipments/${encodeURIComponent(shipmentId)}/pod.pdf`, podFilename(shipmentId));
}
