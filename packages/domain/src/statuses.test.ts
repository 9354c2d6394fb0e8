import { describe, expect, it } from 'vitest';
import { isCancellableShipment, SHIPMENT_STATUSES } from './statuses.ts';

describe('isCancellableShipment', () => {
  it('lets a shipment be called off only before pickup', () => {
    expect(SHIPMENT_STATUSES.filter(isCancellableShipment)).toEqual(['PENDING_PICKUP']);
  });
});
