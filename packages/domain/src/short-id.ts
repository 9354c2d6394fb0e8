/** The id as cards show it: 'Quote #' or 'Shipment #' plus its last 8 characters in upper case. */
export function shortId(id: string): string {
  return id.slice(-8).toUpperCase();
}
