export const CARGO_TYPES = [
  'mining',
  'agricultural',
  'construction',
  'electronics',
  'food',
  'textiles',
  'other',
] as const;
export type CargoType = (typeof CARGO_TYPES)[number];

export const CARGO_TYPE_LABELS: Record<CargoType, string> = {
  mining: 'Mining',
  agricultural: 'Agricultural',
  construction: 'Construction',
  electronics: 'Electronics',
  food: 'Food',
  textiles: 'Textiles',
  other: 'Other',
};

/** The quote's `cargo` text: "Mining - Copper cathodes" (type label, then the description). */
export function cargoText(cargoType: CargoType, description: string): string {
  const label = CARGO_TYPE_LABELS[cargoType];
  const text = description.trim();
  return text ? `${label} - ${text}` : label;
}
