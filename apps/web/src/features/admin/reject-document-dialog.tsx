import {
  DOCUMENT_TYPE_LABELS,
  type RejectDocumentInput,
  type ReviewDocument,
  rejectDocumentSchema,
} from '@njira/domain';
import { useState } from 'react';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useReviewDocument } from './api/review-document.ts';

/** Reject a document with a reason: required, and shown to the transporter. */
export function RejectDocumentButton({ document }: { document: ReviewDocument }) {
  const [open, setOpen] = useState(false);
  const review = useReviewDocument();
  const form = useZodForm(rejectDocumentSchema, { reason: '' } as RejectDocumentInput);
  const label = DOCUMENT_TYPE_LABELS[document.type];

  const submit = form.submit(async ({ reason }) => {
    try {
      await review.mutateAsync({ id: document.id, decision: { reason } });
      toast.success('Document rejected', `${document.transporter.companyName} is told why`);
      setOpen(false);
      form.reset();
    } catch (error) {
      toast.error('Document not rejected', errorMessage(error, 'Request failed'));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !review.isPending && setOpen(next)}
      trigger={
        <Button variant="outline" size="sm">
          Reject
        </Button>
      }
      title={`Reject the ${label.toLowerCase()}?`}
      description={`${document.transporter.companyName} sees the reason and can upload a new one.`}
    >
      <form
        noValidate
        aria-label="Reject the document"
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-4"
      >
        <Field
          label="Reason"
          error={form.formState.errors.reason?.message}
          hint="Shown to the transporter"
          required
        >
          <Textarea required rows={3} {...form.field('reason')} />
        </Field>
        <DialogActions pending={review.isPending} submitLabel="Reject Document" variant="destructive" />
      </form>
    </Dialog>
  );
}
