import { MIN_STARS, type MyRating, RATING_COMMENT_MAX, type Shipment } from '@njira/domain';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { useRateShipment } from '../../lib/ratings/rate-shipment.ts';
import { useAbortOnUnmount } from '../../lib/use-abort-on-unmount.ts';
import { Button } from '../ui/button.tsx';
import { DialogClose } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { toast } from '../ui/toast.ts';
import { StarPicker } from './star-picker.tsx';
import { SubmitFailure } from './submit-failure.tsx';

export const CHOOSE_STARS = 'Please choose from 1 to 5 stars';

/** The rating dialog's form: stars (required) and a comment; a failed submit keeps both. */
export function RatingForm({
  shipment,
  onRated,
}: {
  shipment: Shipment;
  onRated: (rating: MyRating) => void;
}) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [starsError, setStarsError] = useState<string | undefined>();
  // Cancel closes the dialog, which unmounts this form: its request is aborted with it.
  const rate = useRateShipment(shipment.id, useAbortOnUnmount());
  const failure = rate.error ? errorMessage(rate.error, 'Request failed') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (stars < MIN_STARS) {
      setStarsError(CHOOSE_STARS);
      return;
    }
    const text = comment.trim();
    rate.mutate(
      { stars, ...(text ? { comment: text } : {}) },
      {
        onSuccess: (updated) => {
          toast.success('Thank you for your rating!');
          onRated(updated.myRating ?? { stars, comment: text || null, createdAt: new Date().toISOString() });
        },
        onError: (error) => toast.error('Error submitting rating', errorMessage(error, 'Request failed')),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <StarPicker
        value={stars}
        onChange={(n) => {
          setStars(n);
          setStarsError(undefined);
        }}
        error={starsError}
      />
      <Field label="Comment (optional)" hint={`${comment.length}/${RATING_COMMENT_MAX} characters`}>
        <Textarea
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={RATING_COMMENT_MAX}
          rows={4}
          placeholder="What went well, what could be better"
        />
      </Field>

      {failure && <SubmitFailure title="Error submitting rating" message={failure} />}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={rate.isPending}>
          {rate.isPending ? 'Submitting...' : 'Submit Rating'}
        </Button>
      </div>
    </form>
  );
}
