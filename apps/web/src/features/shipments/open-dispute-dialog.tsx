import { DISPUTE_PHOTOS_PER_SIDE, type OpenDisputeInput, openDisputeSchema } from '@njira/domain';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { shrinkPhoto } from '../../lib/shrink-photo.ts';
import { useOpenDispute } from './api/shipment-payment.ts';
import { DisputePhotoPicker } from './dispute-photo-picker.tsx';

/**
 * The owner disputes the held payment (issue 26): a reason and up to 3 photos (issue 39), then the
 * payment stays on hold until an admin resolves it. What was typed and chosen stays when the request
 * fails.
 */
export function OpenDisputeButton({ shipmentId }: { shipmentId: string }) {
  const [open, setOpen] = useState(false);
  const dispute = useOpenDispute(shipmentId);
  const form = useZodForm(openDisputeSchema, { reason: '' } satisfies OpenDisputeInput);
  const [photos, setPhotos] = useState<File[]>([]);

  const submit = form.submit(async (input) => {
    try {
      await dispute.mutateAsync({ ...input, photos: await Promise.all(photos.map(shrinkPhoto)) });
      toast.success('Dispute opened', 'The payment is on hold until an admin resolves the dispute.');
      setOpen(false);
      form.reset();
      setPhotos([]);
    } catch (error) {
      toast.error('Dispute not opened', errorMessage(error, 'Request failed'));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !dispute.isPending && setOpen(next)}
      trigger={
        <Button size="sm" variant="outline">
          <CircleAlert className="size-4" aria-hidden="true" />
          Open Dispute
        </Button>
      }
      title="Open a dispute?"
      description="Say what went wrong. The payment stays in escrow, not released to the transporter, until an admin resolves the dispute."
    >
      <form
        noValidate
        aria-label="Open a dispute"
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4"
      >
        <Field
          label="What went wrong"
          error={form.formState.errors.reason?.message}
          hint="10 to 1000 characters: damage, a missing part of the load, a late delivery…"
          required
        >
          <Textarea required rows={5} {...form.field('reason')} />
        </Field>
        <DisputePhotoPicker
          label="Photos (optional)"
          hint={`Up to ${DISPUTE_PHOTOS_PER_SIDE} in all: the damage, the short count, the delivery note. Those you do not add now can be added until the dispute is resolved.`}
          photos={photos}
          onChange={setPhotos}
          max={DISPUTE_PHOTOS_PER_SIDE}
        />
        <DialogActions pending={dispute.isPending} submitLabel="Open Dispute" variant="destructive" />
      </form>
    </Dialog>
  );
}
