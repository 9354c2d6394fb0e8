import { Button, type ButtonVariant } from './button.tsx';
import { cn } from './cn.ts';
import { DialogClose } from './dialog.tsx';

/**
 * A dialog form's buttons: Cancel (closes the dialog; disabled while the change is on its way) and
 * the submit button, side by side from the small breakpoint, the submit on top on a phone.
 */
export function DialogActions({
  pending,
  submitLabel,
  variant = 'primary',
  className,
}: {
  pending: boolean;
  submitLabel: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" variant={variant} loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
