/** Shown when a shipment or load has no road distance (spec section 9: "Default distance display '~250' km"). */
export const DEFAULT_DISTANCE_KM = 250;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Weight is stored in kg and shown in tons with one decimal (spec section 9): 28,000 → '28.0 tons'. */
export function formatTons(kg: number): string {
  const tenths = Number.isFinite(kg) ? Math.round(Math.max(0, kg) / 100) : 0;
  return `${groupThousands(String(Math.floor(tenths / 10)))}.${tenths % 10} tons`;
}

/** Weight as entered in kg, grouped: 28000 → '28,000 kg' (My Deliveries cards). */
export function formatKg(kg: number): string {
  const whole = Number.isFinite(kg) ? Math.round(Math.max(0, kg)) : 0;
  return `${groupThousands(String(whole))} kg`;
}

/** Road distance in km; '~250 km' when it is not known. */
export function formatDistance(km: number | null | undefined): string {
  if (km == null || !Number.isFinite(km) || km <= 0) return `~${DEFAULT_DISTANCE_KM} km`;
  return `${groupThousands(String(Math.round(km)))} km`;
}
