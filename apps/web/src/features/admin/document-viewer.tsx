import type { ReviewDocument } from '@njira/domain';
import { useEffect } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiFileUrl } from '../../lib/api-image.ts';

/**
 * A document shown in its review card (issue 40): fetched with the admin's session (the server
 * records this fetch: an approval needs it), then a picture as an image, a PDF in a frame of the
 * browser's own viewer. `onOpened` is called once the file has arrived.
 */
export function DocumentViewer({
  document,
  name,
  onOpened,
}: {
  document: Pick<ReviewDocument, 'id' | 'contentType'>;
  /** The viewer's accessible name, e.g. 'Insurance certificate of Mwale Haulage'. */
  name: string;
  onOpened: () => void;
}) {
  const file = useApiFileUrl(`/documents/${encodeURIComponent(document.id)}/file`, document.contentType);
  useEffect(() => {
    if (file.url) onOpened();
  }, [file.url, onOpened]);

  if (file.failed) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        The document could not be loaded. Close it and try again.
      </p>
    );
  }
  if (!file.url) {
    return (
      <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4 text-brand-700" />
        Loading the document...
      </div>
    );
  }
  if (document.contentType === 'application/pdf') {
    return <iframe src={file.url} title={name} className="h-[70vh] w-full rounded-md border" />;
  }
  return <img src={file.url} alt={name} className="max-h-[70vh] w-full rounded-md border object-contain" />;
}
