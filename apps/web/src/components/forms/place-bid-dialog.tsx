import {
  bidFormSchema,
  formatKwacha,
  isPayableAmount,
  sanitizeAmountInput,
  sanitizeDaysInput,
  splitKwacha,
  suggestedDays,
} from '@njira/domain';
import { AlertCircle } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { isStaleBidError, usePlaceBid, useRefreshBidViews } from '../../lib/bids/place-bid.ts';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { toast } from '../ui/toast.ts';
import { useZodForm } from './use-zod-form.ts';

/** What the dialog needs of a load: both the full quote and a dashboard list item have it. */
export interface BidTarget {
  id: string;
  cargo: string;
  fromLocation: string;
  toLocation: string;
  distance: number | null;
  maxBudget: number;
}

type PlaceBidDialogProps = {
  load: BidTarget;
  /** The trigger's text: 'Place Bid' on the loads screens, 'Bid Now' on the dashboard. */
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  triggerClassName?: string;
};

/**
 * The one Place Bid dialog (spec sections 2, 5 and 8; DESIGN.md 'Money'): the loads list, the quote
 * page and the dashboard's Bid Now all open this. Closing it (or a successful bid) discards the form;
 * a failed bid keeps the dialog open with what was typed and the server's reason.
 */
export function PlaceBidDialog({
  load,
  triggerLabel = 'Place Bid',
  triggerVariant = 'primary',
  triggerSize = 'md',
  triggerClassName,
}: PlaceBidDialogProps) {
  const [open, setOpen] = useState(false);
  // After a 409 the screen behind is out of date, but refreshing it now could replace this very
  // button (and the open dialog with it) by 'Bid Already Placed': refresh once the dialog closes.
  const [stale, setStale] = useState(false);
  const refresh = useRefreshBidViews();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && stale) {
      setStale(false);
      void refresh();
    }
  };
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size={triggerSize} className={triggerClassName}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      {/* Unmounted while closed, so each opening starts from a fresh form. */}
      <DialogContent
        title="Place Bid"
        description={`${load.cargo} · ${load.fromLocation} → ${load.toLocation}`}
      >
        <BidForm load={load} onPlaced={() => setOpen(false)} onStale={() => setStale(true)} />
      </DialogContent>
    </DialogRoot>
  );
}

/** Keeps only what the box accepts, then lets the form see the change (clearing its error). */
function sanitized(
  register: { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown },
  clean: (value: string) => string,
) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const value = clean(event.target.value);
    if (value !== event.target.value) event.target.value = value;
    return register.onChange(event);
  };
}

function BidForm({
  load,
  onPlaced,
  onStale,
}: {
  load: BidTarget;
  onPlaced: () => void;
  onStale: () => void;
}) {
  const days = suggestedDays(load.distance);
  const form = useZodForm(bidFormSchema(load.maxBudget), {
    amount: '',
    estimatedDays: String(days),
    notes: '',
  });
  const placeBid = usePlaceBid(load.id);
  const amountField = form.field('amount');
  const daysField = form.field('estimatedDays');
  const errors = form.formState.errors;

  const typed = Number(form.watch('amount') ?? '');
  const receive = isPayableAmount(typed) ? splitKwacha(typed).transporterAmount : null;
  const failure = placeBid.error ? errorMessage(placeBid.error, 'Request failed') : null;

  const onValid = form.submit((values) =>
    placeBid.mutate(values, {
      onSuccess: () => {
        toast.success('Bid placed successfully!');
        onPlaced();
      },
      onError: (error) => {
        toast.error('Error placing bid', errorMessage(error, 'Request failed'));
        if (isStaleBidError(error)) onStale();
      },
    }),
  );

  return (
    <form noValidate onSubmit={onValid} className="flex flex-col gap-4">
      <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3">
        <p className="text-xs font-medium text-brand-800">Cargo owner's budget</p>
        <p className="text-lg font-bold text-gray-900">{formatKwacha(load.maxBudget)}</p>
      </div>

      <Field
        label="Bid Amount (K)"
        required
        error={errors.amount?.message}
        hint={
          receive === null
            ? `At most ${formatKwacha(load.maxBudget)}. You receive 80% after the platform fee.`
            : `You will receive ${formatKwacha(receive)} (80% after the 20% platform fee)`
        }
      >
        <Input
          {...amountField}
          onChange={sanitized(amountField, sanitizeAmountInput)}
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 15000"
          required
        />
      </Field>

      <Field
        label="Estimated Delivery (days)"
        required
        error={errors.estimatedDays?.message}
        hint={`Suggested: ${days} ${days === 1 ? 'day' : 'days'}${
          load.distance == null ? '' : ` for ${load.distance} km`
        } (1-30 days)`}
      >
        <Input
          {...daysField}
          onChange={sanitized(daysField, sanitizeDaysInput)}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      </Field>

      <Field label="Notes (optional)" error={errors.notes?.message}>
        <Textarea
          {...form.field('notes')}
          rows={3}
          placeholder="Truck type, availability, anything the cargo owner should know"
        />
      </Field>

      {failure && (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Error placing bid</p>
            <p>{failure}</p>
          </div>
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={placeBid.isPending}>
          {placeBid.isPending ? 'Placing Bid...' : 'Place Bid'}
        </Button>
      </div>
    </form>
  );
}
