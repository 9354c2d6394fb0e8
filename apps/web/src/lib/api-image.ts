import { useEffect, useState } from 'react';
import { apiFile } from './api-client.ts';

/**
 * An image from the API as an object URL (the API wants the Bearer header, which an <img src> cannot
 * send): fetched only while `path` is set, revoked when the component goes or the path changes.
 */
export function useApiImage(path: string | null): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!path) return;
    let url: string | null = null;
    let live = true;
    apiFile(path)
      .then(({ blob }) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}
