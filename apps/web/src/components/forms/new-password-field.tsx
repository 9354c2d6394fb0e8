import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../ui/field.tsx';
import { PasswordInput } from '../ui/password-input.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

/** A password being chosen (sign-up, reset): show/hide, the 8-character hint and the strength meter. */
export function NewPasswordField({
  label,
  error,
  registration,
  password,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  password: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} error={error} hint="At least 8 characters">
        <PasswordInput autoComplete="new-password" {...registration} />
      </Field>
      <PasswordStrengthMeter password={password} />
    </div>
  );
}
