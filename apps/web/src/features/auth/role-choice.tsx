import { SIGNUP_ROLES, type SignupRole } from '@njira/domain';
import { Package, Truck } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const OPTIONS: Record<SignupRole, { label: string; hint: string; icon: typeof Truck }> = {
  transporter: { label: 'Transporter', hint: 'I have trucks and want loads', icon: Truck },
  'cargo-owner': { label: 'Cargo Owner', hint: 'I have goods to move', icon: Package },
};

/** Native radios styled as cards (the radio itself is transparent over the card): arrow keys, Space and screen readers work as with any radio group. */
export function RoleChoice({
  registration,
  defaultValue,
  error,
}: {
  registration: UseFormRegisterReturn;
  /** Checked in the markup itself, so the prerendered page shows it before the form's code runs. */
  defaultValue: SignupRole;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? 'role-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-gray-800">I am a</legend>
      <div className="grid grid-cols-2 gap-3">
        {SIGNUP_ROLES.map((role) => {
          const { label, hint, icon: Icon } = OPTIONS[role];
          return (
            <label
              key={role}
              className="relative flex cursor-pointer flex-col gap-1 rounded-lg border border-input bg-white p-3 text-sm shadow-sm transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                value={role}
                aria-label={label}
                aria-describedby={`role-${role}-hint`}
                // Invisible but covering the whole card, so a click or tap anywhere lands on the radio.
                className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-lg opacity-0"
                defaultChecked={role === defaultValue}
                {...registration}
              />
              <span className="flex items-center gap-2 font-semibold text-gray-900">
                <Icon className="size-4 text-brand-700" aria-hidden="true" />
                {label}
              </span>
              <span id={`role-${role}-hint`} className="text-xs text-muted-foreground">
                {hint}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="role-error" role="alert" className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
