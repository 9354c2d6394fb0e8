import { apiFile } from './api-client.ts';

/**
 * Fetches a signed-in document from the API (a PDF receipt or statement, a CSV export) with the
 * Bearer token and the 401 rule, and hands it to the browser as a download named as the server
 * names it (a document's name carries its number), else `fallbackName`. Errors are the API
 * client's (`ApiError` with the server's message), for the caller's toast.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiFile(path);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename ?? fallbackName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled: the download keeps its own copy.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
