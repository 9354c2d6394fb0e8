/**
 * A Content-Disposition that downloads the file under its display name: an ASCII fallback with
 * nothing that could end the quoted string or the header, and the exact name as RFC 5987's
 * `filename*` (UTF-8, percent-encoded).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_') || 'document';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
