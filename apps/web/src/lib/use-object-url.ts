import { useEffect, useState } from 'react';

/**
 * A `blob:` URL for a chosen file, for its preview, revoked when the file changes or the preview
 * goes; null until made (and where the browser, or jsdom, has no `URL.createObjectURL`).
 */
export function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
