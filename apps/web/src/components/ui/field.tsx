// The Slot alone, not the radix-ui index: the landing uses this file (scripts/signed-in-chunks.ts).
import * as Slot from '@radix-ui/react-slot';
import { type ReactNode, useId } from 'react';
import { cn } from './cn.ts';
import { Label } from './label.tsx';

type FieldProps = {
  label: ReactNode;
  /** The single form control (Input, Textarea, Select, PasswordInput...). It receives id and aria-* wiring. */
  children: ReactNode;
  /** Validation message; when set the control gets aria-invalid and the message is announced. */
  error?: string | undefined;
  /** Help text shown under the control and linked through aria-describedby. */
  hint?: ReactNode;
  /** Control id; generated when omitted. Do not also set an id on the child. */
  id?: string;
  /** Shows a required marker next to the label (the control still needs its own `required`). */
  required?: boolean;
  className?: string;
};

/**
 * Label + control + hint + error in one place, so every field is labelled and its error is read out.
 * Usage: <Field label="Email" error={errors.email?.message}><Input type="email" {...register('email')} /></Field>
 */
export function Field({ label, children, error, hint, id, required, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {/* The marker sits outside the label so the accessible name stays exactly `label`; the
          control's own `required` attribute is what assistive tech announces. */}
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={controlId}>{label}</Label>
        {required && (
          <span className="text-sm text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <Slot.Root id={controlId} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
