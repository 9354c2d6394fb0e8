import { lazy, Suspense, useMemo, useState } from 'react';
import { useRefreshBidViews } from '../../lib/bids/place-bid.ts';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button.tsx';
import { DialogContent, DialogRoot, DialogTrigger } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { FormLoadBoundary } from './form-load-boundary.tsx';

const loadForm = () => import('./place-bid-form.tsx');
const lazyForm = () => lazy(async () => ({ default: (await loadForm()).BidForm }));

/** What the dialog needs of a load: both the full quote and a dashboard list item have it. */
export interface BidTarget {
  id: string;
  cargo: string;
  fromLocation: string;
  toLocation: string;
  distance: number | null;
  maxBudget: number;
  /** Only verified carriers may bid (ADR 026): the form says so before the server refuses. */
  verifiedOnly?: boolean;
}

type PlaceBidDialogProps = {
  load: BidTarget;
  /** The trigger's text: 'Place Bid' on the loads screens, 'Bid Now' on the dashboard. */
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  triggerClassName?: string;
  /**
   * The caller's bid is in (placed here, or elsewhere and brought by the events stream): the trigger
   * becomes a disabled 'Bid Already Placed' — but an open dialog stays open with what was typed,
   * until it is closed (its submit then meets the server's refusal).
   */
  placed?: boolean;
  /** The disabled button's look, when it differs from the trigger's. */
  placedVariant?: ButtonVariant;
  /** Told when the dialog opens or closes (a screen that swaps this card out keeps it while open). */
  onOpenChange?: (open: boolean) => void;
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
  placed = false,
  placedVariant,
  onOpenChange: told,
}: PlaceBidDialogProps) {
  const [open, setOpen] = useState(false);
  // After a 409 the screen behind is out of date: refresh it once the dialog closes (the events
  // stream may have done so already; `placed` keeps the dialog open meanwhile).
  const [stale, setStale] = useState(false);
  const refresh = useRefreshBidViews();
  // A new lazy component per attempt: React keeps a failed one failed.
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is the point.
  const BidForm = useMemo(lazyForm, [attempt]);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    told?.(next);
    if (!next && stale) {
      setStale(false);
      void refresh();
    }
  };
  if (placed && !open) {
    return (
      <Button
        variant={placedVariant ?? triggerVariant}
        size={triggerSize}
        className={triggerClassName}
        disabled
      >
        Bid Already Placed
      </Button>
    );
  }
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          variant={triggerVariant}
          size={triggerSize}
          className={triggerClassName}
          // Fetch the form's code as soon as the user heads for the button.
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
        >
          {triggerLabel}
        </Button>
      </DialogTrigger>
      {/* Unmounted while closed, so each opening starts from a fresh form. */}
      <DialogContent
        title="Place Bid"
        description={`${load.cargo} · ${load.fromLocation} → ${load.toLocation}`}
      >
        <FormLoadBoundary onRetry={() => setAttempt((n) => n + 1)}>
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner className="size-6 text-brand-700" label="Loading the bid form" />
              </div>
            }
          >
            <BidForm load={load} onPlaced={() => onOpenChange(false)} onStale={() => setStale(true)} />
          </Suspense>
        </FormLoadBoundary>
      </DialogContent>
    </DialogRoot>
  );
}
