import { type ReactNode, useState } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from './dialog.tsx';

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirming button's look: 'destructive' for a step that takes something away. */
  confirmVariant?: ButtonVariant;
  /** The button that closes the dialog and does nothing. */
  cancelLabel?: string;
  /** Runs the action; the dialog closes when it resolves true and stays open on false. */
  onConfirm: () => Promise<boolean>;
  /** A choice that goes with the step (a checkbox), above the buttons. */
  children?: ReactNode;
};

/** "Are you sure?" before a step with consequences (a shipment never moves back; a cancelled load stays cancelled; a suspended user is signed out). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  confirmVariant = 'primary',
  cancelLabel = 'Cancel',
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) setOpen(false);
  }

  return (
    <DialogRoot open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        {children}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={confirmVariant} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
