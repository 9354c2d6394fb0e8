/** Spec section 9: weight is kept in kg and shown in tons, kg / 1000 with one decimal ('12.5 tons'). */
export function formatTons(kg: number): string {
  // Whole hundreds of kg first: (28450 / 1000).toFixed(1) is '28.4', the float sitting just below .45.
  const tenths = Number.isFinite(kg) ? Math.round(kg / 100) : 0;
  return `${(tenths / 10).toFixed(1)} tons`;
}
