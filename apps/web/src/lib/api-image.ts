import { useEffect, useState } from 'react';
import { apiFile } from './api-client.ts';

/**
 * An image from the API as an object URL (the API wants the Bearer header, which an <img src> cannot
 * send): fetched only while `path` is set, revoked when the component goes or the path changes.
 */
export function useApiImage(path: string | null): { url: string | null; failed: boolean } {
  return useApiFileUrl(path);
}

/**
 * A file from the API as an object URL, as `useApiImage`. With `type`, the blob is given that type
 * whatever the answer said (a document shown in a frame is then only ever a PDF or a picture).
 */
export function useApiFileUrl(path: string | null, type?: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!path) return;
    let url: string | null = null;
    let live = true;
    apiFile(path)
      .then(({ blob }) => {
        if (!live) return;
        url = URL.createObjectURL(type ? new Blob([blob], { type }) : blob);
        setState({ url, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, type]);
  return state;
}
