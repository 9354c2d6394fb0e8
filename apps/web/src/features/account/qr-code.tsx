/** The size and the dark modules of the server's QR code SVG (`qrcode`'s output: a viewBox and one stroked path). */
export function qrParts(svg: string): { viewBox: string; d: string } | null {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const viewBox = doc.documentElement.getAttribute('viewBox');
  const dark = Array.from(doc.getElementsByTagName('path')).find((p) => p.getAttribute('stroke'));
  const d = dark?.getAttribute('d');
  return viewBox && d ? { viewBox, d } : null;
}

/**
 * The set-up QR code, drawn by React from the server's SVG: only its viewBox and path data are read,
 * never its markup inserted, and no `data:` image is needed (the Content-Security-Policy allows none).
 */
export function QrCode({ svg, label }: { svg: string; label: string }) {
  const parts = qrParts(svg);
  if (!parts) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={parts.viewBox}
      shapeRendering="crispEdges"
      className="size-48 self-center rounded-md border border-border bg-white"
    >
      <rect width="100%" height="100%" fill="#ffffff" />
      <path stroke="#000000" d={parts.d} />
    </svg>
  );
}
