import {
  type AnswerDisputeInput,
  answerDisputeSchema,
  DISPUTE_ANSWER_FINAL,
  DISPUTE_PHOTOS_PER_SIDE,
} from '@njira/domain';
import { useId, useState } from 'react';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { shrinkPhoto } from '../../lib/shrink-photo.ts';
import { useAnswerDispute } from './api/shipment-dispute.ts';
import { DisputePhotoPicker } from './dispute-photo-picker.tsx';

export const ANSWER_SENT = 'Answer sent';
export const ANSWER_NOT_SENT = 'Answer not sent';

/**
 * The transporter's answer to the open dispute (issue 39): its side in words and up to 3 photos,
 * sent once (the form says it is final). On a refusal everything typed and chosen stays, with the
 * server's words beside the button.
 */
export function AnswerDisputeForm({ shipmentId }: { shipmentId: string }) {
  const answer = useAnswerDispute(shipmentId);
  const form = useZodForm(answerDisputeSchema, { answer: '' } satisfies AnswerDisputeInput);
  const [photos, setPhotos] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  const submit = form.submit(async (input) => {
    setFailure(null);
    try {
      const small = await Promise.all(photos.map(shrinkPhoto));
      await answer.mutateAsync({ answer: input.answer, photos: small });
      toast.success(ANSWER_SENT, 'The cargo owner and the admin can read it now.');
    } catch (error) {
      const message = errorMessage(error, 'Request failed');
      setFailure(message);
      toast.error(ANSWER_NOT_SENT, message);
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-lg border border-border p-4"
    >
      <div>
        <h3 id={titleId} className="text-base font-semibold text-gray-900">
          Answer the dispute
        </h3>
        <p className="text-sm text-gray-700">
          Say what happened on your side; an admin reads both before deciding. {DISPUTE_ANSWER_FINAL}
        </p>
      </div>
      <Field
        label="Your answer"
        error={form.formState.errors.answer?.message}
        hint="10 to 1000 characters: the state of the load at pickup, what the receiver signed…"
        required
      >
        <Textarea required rows={5} {...form.field('answer')} />
      </Field>
      <DisputePhotoPicker
        label="Photos (optional)"
        hint={`Up to ${DISPUTE_PHOTOS_PER_SIDE}: the load at pickup, the signed delivery note, the goods at the gate.`}
        photos={photos}
        onChange={setPhotos}
        max={DISPUTE_PHOTOS_PER_SIDE}
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {ANSWER_NOT_SENT}: {failure}
        </p>
      )}
      <Button type="submit" loading={answer.isPending} className="self-start">
        Send answer
      </Button>
    </form>
  );
}
