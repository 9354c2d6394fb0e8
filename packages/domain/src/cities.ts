/** Where loads are picked up (spec section 3). */
export const PICKUP_CITIES = ['Lusaka', 'Kitwe', 'Ndola', 'Livingstone', 'Chipata', 'Chingola'] as const;
export type PickupCity = (typeof PICKUP_CITIES)[number];

/** Where loads are delivered (spec section 3); the two cross-border cities keep the spec's names. */
export const DELIVERY_CITIES = [
  'Lusaka',
  'Kitwe',
  'Ndola',
  'Livingstone',
  'Chipata',
  'Dar es Salaam Tanzania',
  'Harare Zimbabwe',
] as const;
export type DeliveryCity = (typeof DELIVERY_CITIES)[number];
