import type { Shipment } from '@njira/domain';
import { api } from '../../../lib/api-client.ts';
import { useEndShipment } from './cancel-shipment.ts';

/**
 * POST /api/shipments/:id/withdraw: the transporter withdraws from a shipment its owner left unpaid
 * for 24 hours; answers the cancelled shipment.
 */
export function withdrawShipment(id: string): Promise<Shipment> {
  return api.post<Shipment>(`/shipments/${encodeURIComponent(id)}/withdraw`);
}

/** Withdraws; the caches as for a cancellation (`useEndShipment`). */
export function useWithdrawShipment() {
  return useEndShipment(withdrawShipment);
}
