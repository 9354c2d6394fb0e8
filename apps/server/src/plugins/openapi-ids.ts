/**
 * How a route appears in the published OpenAPI document (ADR 003, "The published contract"):
 * its path and its generated operationId, both from the route's method and URL alone, so they stay
 * the same from one build to the next.
 */

/**
 * `/api/shipments/` → `/api/shipments`. A route registered as `'/'` under a prefix answers both
 * forms, but @fastify/swagger records it after Fastify has rewritten the shared route options for
 * the slashed copy; every client calls the form without the slash, and the document names that one.
 */
export function documentedPath(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `GET /api/quotes/:id/bids/:bidId/accept` → `getQuotesByIdBidsByBidIdAccept`: the method in lower
 * case, then every path segment after `/api` capitalised, a path parameter as `By` + its name;
 * `-`, `_` and `.` start a new word (`cargo-owner` → `CargoOwner`, `receipt.pdf` → `ReceiptPdf`).
 * Unique as long as no two routes differ only in those separators (the OpenAPI test checks).
 */
export function operationIdFor(method: string, url: string): string {
  const segments = documentedPath(url)
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = segment.match(/^[:{](\w+)/);
      return param?.[1] ? ['by', param[1]] : words(segment);
    });
  return [method.toLowerCase(), ...segments.map(capitalised)].join('');
}
