/** Case-insensitive substring over the given fields; a blank term matches everything (spec section 5). */
export function matchesSearch(term: string | undefined, ...fields: (string | null | undefined)[]): boolean {
  const needle = term?.trim().toLowerCase() ?? '';
  if (needle === '') return true;
  return fields.some((field) => field?.toLowerCase().includes(needle) ?? false);
}
