import { apiFile } from '../../../lib/api-client.ts';

/**
 * GET /api/documents/:id/file with the admin's session, shown in a new tab (a PDF or an image);
 * where the browser blocks the tab, saved as a download instead.
 */
export async function openDocument(id: string, name: string): Promise<void> {
  const { blob } = await apiFile(`/documents/${encodeURIComponent(id)}/file`);
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (!tab) {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  }
  // The tab has loaded it (or the download has its copy) well before this.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
