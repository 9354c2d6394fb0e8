import { lusakaDay, REQUIRED_DOCUMENT_TYPES } from '@njira/domain';
import { ShieldCheck, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.ts';
import { VerifiedBadge } from '../../components/ui/verified-badge.tsx';
import { useDocuments } from '../../lib/account/documents-query.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useDeleteDocument } from './api/delete-document.ts';
import { DocumentUploadForm } from './document-upload-form.tsx';
import { typeStatus } from './verification-status.ts';

/**
 * The transporter's Verification card (ADR 026): each required document's state, and the upload
 * form. Verified while every one is approved and unexpired; cargo owners may then ask for verified
 * carriers only.
 */
export function VerificationCard() {
  const query = useDocuments();
  const remove = useDeleteDocument();
  const today = lusakaDay(new Date());
  const statuses = REQUIRED_DOCUMENT_TYPES.map((type) =>
    typeStatus(type, query.data?.documents ?? [], today),
  );
  const firstToDo = statuses.find((s) => s.text === 'Missing' || s.variant === 'danger')?.type;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
          <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
          Verification
          <VerifiedBadge verified={query.data?.verified} />
        </CardTitle>
        <CardDescription>
          Upload your driver&apos;s licence, vehicle registration, insurance and company registration. Once an
          admin approves all four, your bids show a Verified badge and you can bid on loads for verified
          carriers only.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {query.isPending && <Skeleton className="h-40 w-full" />}
        {query.isError && !query.data && (
          <LoadFailedPanel title="Unable to load your documents" query={query} />
        )}
        {query.data && (
          <>
            <ul
              aria-label="Your documents"
              className="flex flex-col divide-y divide-border rounded-md border border-border"
            >
              {statuses.map((s) => (
                <li
                  key={s.type}
                  className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="font-medium text-gray-900">{s.label}</span>
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge variant={s.variant} className="whitespace-normal break-words">
                      {s.text}
                    </Badge>
                    {s.document && (s.document.status === 'pending' || s.document.status === 'rejected') && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete the ${s.label.toLowerCase()} you uploaded`}
                        loading={remove.isPending && remove.variables === s.document.id}
                        onClick={() => {
                          const id = s.document?.id;
                          if (!id) return;
                          remove.mutate(id, {
                            onError: (error) =>
                              toast.error('Error deleting document', errorMessage(error, 'Request failed')),
                          });
                        }}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <DocumentUploadForm initialType={firstToDo ?? REQUIRED_DOCUMENT_TYPES[0] ?? 'drivers_licence'} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
