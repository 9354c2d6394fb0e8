/**
 * The spec's example towns (section 3), all catalogue places: the demo seed and the benches draw loads
 * from them. The form offers every catalogue place.
 */
export const PICKUP_CITIES = ['Lusaka', 'Kitwe', 'Ndola', 'Livingstone', 'Chipata', 'Chingola'] as const;

export const DELIVERY_CITIES = [
  'Lusaka',
  'Kitwe',
  'Ndola',
  'Livingstone',
  'Chipata',
  'Dar es Salaam Tanzania',
  'Harare Zimbabwe',
] as const;
export type PickupCity = (typeof PICKUP_CITIES)[number];
export type DeliveryCity = (typeof DELIVERY_CITIES)[number];
