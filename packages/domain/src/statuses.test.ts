import { describe, expect, it } from 'vitest';
import { isCancellableShipment, SHIPMENT_STATUSES, shipmentStatusLabel } from './statuses.ts';

describe('isCancellableShipment', () => {
  it('lets a shipment be called off only before pickup', () => {
    expect(SHIPMENT_STATUSES.filter(isCancellableShipment)).toEqual(['PENDING_PICKUP']);
  });
});

describe('shipmentStatusLabel', () => {
  it('calls an accepted shipment not yet paid "Awaiting payment", never "Pending Pickup"', () => {
    expect(shipmentStatusLabel('PENDING_PICKUP', false)).toBe('Awaiting payment');
    expect(shipmentStatusLabel('PENDING_PICKUP', true)).toBe('Pending Pickup');
  });

  it('leaves every later status its own word, paid or (after a refund) not', () => {
    expect(shipmentStatusLabel('IN_TRANSIT', true)).toBe('In Transit');
    expect(shipmentStatusLabel('CANCELLED', false)).toBe('Cancelled');
    expect(shipmentStatusLabel('AWAITING_PICKUP', true)).toBe('Picked Up');
  });
});
