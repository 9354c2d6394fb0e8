/**
 * Spec 'Shared screens': the profile's success rate is delivered divided by total, as a whole
 * percent (rounded half up); 0 when there is nothing yet, never above 100.
 */
export function successRate(delivered: number, total: number): number {
  if (!Number.isFinite(delivered) || !Number.isFinite(total) || total <= 0 || delivered <= 0) return 0;
  return Math.min(100, Math.floor((delivered / total) * 100 + 0.5));
}
