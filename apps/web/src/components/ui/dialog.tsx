import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export const DialogRoot = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

type DialogContentProps = {
  title: ReactNode;
  /** Read out when the dialog opens (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * Dialogs stay above the bottom 8rem, where toasts appear (toaster.tsx: 24 px from the bottom, 16 px
 * on phones; a toast with a two-line message is about 92 px, and its close button sticks out 7 px):
 * a 'Validation Error' must not hide a dialog's buttons. They are centred in what is left, 1rem from
 * its edges; a dialog taller than that scrolls.
 */
const TOAST_LANE = 'top-[calc(50%-3.5rem)] max-h-[calc(100dvh-9rem)]';

export function DialogContent({ title, description, children, className }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <RadixDialog.Content
        // Without a description Radix warns unless aria-describedby is explicitly undefined.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          TOAST_LANE,
          'overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
      >
        <div className="mb-4 pr-8">
          <RadixDialog.Title className="text-lg font-semibold text-gray-900">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">
              {description}
            </RadixDialog.Description>
          )}
        </div>
        {children}
        <RadixDialog.Close
          className="absolute top-4 right-4 rounded-md p-1 text-gray-500 hover:bg-muted hover:text-gray-900"
          aria-label="Close"
        >
          <X className="size-5" aria-hidden="true" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** Convenience wrapper: <Dialog open onOpenChange title="..." trigger={<Button>..</Button>}>body</Dialog> */
export function Dialog({
  trigger,
  open,
  onOpenChange,
  ...content
}: DialogContentProps & { trigger?: ReactNode; open?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <DialogContent {...content} />
    </RadixDialog.Root>
  );
}
