import { VEHICLE_TYPES } from '@njira/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The catalogue, plus any type this account already has that the catalogue lacks (kept, never dropped). */
export function vehicleTypeChoices(saved: readonly string[]): string[] {
  return [...VEHICLE_TYPES, ...saved.filter((t) => !(VEHICLE_TYPES as readonly string[]).includes(t))];
}

/** A transporter's vehicle types: one checkbox per type, all registered as the one field. */
export function VehicleTypesField({
  saved,
  register,
  error,
}: {
  /** The types the account has now. */
  saved: readonly string[];
  register: () => UseFormRegisterReturn;
  /** The field's error, shown (as the form showed it) whenever there is one. */
  error: { message?: string | undefined } | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-gray-800">Vehicle types</legend>
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 lg:grid-cols-3">
        {vehicleTypeChoices(saved).map((type) => (
          <label
            key={type}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm text-gray-800 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input type="checkbox" value={type} className="size-4 accent-brand-700" {...register()} />
            {type}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      )}
    </fieldset>
  );
}
