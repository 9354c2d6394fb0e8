import {
  MAX_STARS,
  MIN_STARS,
  type MyRating,
  RATING_COMMENT_MAX,
  type Shipment,
  shortId,
} from '@njira/domain';
import { AlertCircle, Star } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { useRateShipment } from '../../lib/ratings/rate-shipment.ts';
import { Button, type ButtonSize } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { toast } from '../ui/toast.ts';

export type RatingViewer = 'transporter' | 'cargo-owner';

const STARS = Array.from({ length: MAX_STARS - MIN_STARS + 1 }, (_, i) => MIN_STARS + i);
const STAR_WORDS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};
export const CHOOSE_STARS = 'Please choose from 1 to 5 stars';

/** 'Rate Service' for the owner (it rates the transporter), 'Rate Cargo Owner' for the transporter. */
export function rateButtonLabel(viewer: RatingViewer): string {
  return viewer === 'cargo-owner' ? 'Rate Service' : 'Rate Cargo Owner';
}

/**
 * 1–5 stars as native radio buttons: one tab stop, arrow keys move and choose, each read out as
 * 'n stars'; the stars up to the choice are filled.
 */
function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (stars: number) => void;
  error: string | undefined;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // Arrows move and choose, Home/End jump to 1/5, stopping at the ends (the browser's own radio
  // keys would wrap from 5 to 1, which reads wrong for stars; they are replaced, not doubled).
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, n: number) {
    const base = value > 0 ? value : n - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? Math.min(MAX_STARS, base + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? Math.max(MIN_STARS, base - 1)
          : event.key === 'Home'
            ? MIN_STARS
            : event.key === 'End'
              ? MAX_STARS
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    refs.current[next - MIN_STARS]?.focus();
  }
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-gray-900">
        Your rating{' '}
        <span className="text-destructive" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex items-center gap-1">
        {STARS.map((n) => (
          <label key={n} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              ref={(el) => {
                refs.current[n - MIN_STARS] = el;
              }}
              checked={value === n}
              onChange={() => onChange(n)}
              onKeyDown={(event) => onKeyDown(event, n)}
              required
              className="peer sr-only"
            />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-9 rounded-md p-0.5 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-700',
                n <= value ? 'fill-amber-400 text-amber-500' : 'text-gray-400 hover:text-amber-500',
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-gray-700" aria-live="polite">
          {value > 0 ? STAR_WORDS[value] : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function RatingForm({ shipment, onRated }: { shipment: Shipment; onRated: (rating: MyRating) => void }) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [starsError, setStarsError] = useState<string | undefined>();
  const rate = useRateShipment(shipment.id);
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

      {failure && (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Error submitting rating</p>
            <p>{failure}</p>
          </div>
        </div>
      )}

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

type RateShipmentButtonProps = {
  shipment: Shipment;
  /** Who is looking: the owner rates the transporter, the transporter rates the owner. */
  viewer: RatingViewer;
  size?: ButtonSize;
  className?: string;
};

/**
 * The one rating button and dialog (issue 11, item 8), for both sides of a delivered shipment:
 * 'Rate Service' (owner) or 'Rate Cargo Owner' (transporter); once rated, a disabled 'Rated ★ n'.
 * Nothing before delivery. A failed submit keeps the dialog open with what was chosen and typed.
 */
export function RateShipmentButton({ shipment, viewer, size = 'sm', className }: RateShipmentButtonProps) {
  const [open, setOpen] = useState(false);
  // The answer's rating, until the refreshed shipment arrives with it.
  const [given, setGiven] = useState<MyRating | null>(null);
  if (shipment.status !== 'DELIVERED') return null;
  const rated = shipment.myRating ?? given;
  if (rated) {
    return (
      <Button variant="outline" size={size} className={className} disabled>
        Rated <span aria-hidden="true">★</span> {rated.stars}
        <span className="sr-only"> out of 5 stars</span>
      </Button>
    );
  }
  const label = rateButtonLabel(viewer);
  const other = viewer === 'cargo-owner' ? shipment.transporter : shipment.cargoOwner;
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size={size} className={className}>
          <Star className="size-4" aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={label}
        description={`How did ${other?.companyName ?? 'they'} do on shipment #${shortId(shipment.id)} (${shipment.fromLocation} → ${shipment.toLocation})? A rating is final once given.`}
      >
        <RatingForm
          shipment={shipment}
          onRated={(rating) => {
            setGiven(rating);
            setOpen(false);
          }}
        />
      </DialogContent>
    </DialogRoot>
  );
}
