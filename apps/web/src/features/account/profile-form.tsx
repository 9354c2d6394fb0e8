import {
  CHANGE_NEEDS_PASSWORD,
  CURRENT_PASSWORD_INCORRECT,
  profileUpdateSchema,
  type SignupRole,
  TOO_MANY_PASSWORD_CHECKS,
  type User,
} from '@njira/domain';
import type { z } from 'zod';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { type ProfileChanges, useUpdateProfile } from './api/update-profile.ts';
import { VehicleTypesField } from './vehicle-types-field.tsx';

type ProfileInput = z.input<typeof profileUpdateSchema>;

/** The server's answers about the current password, shown on its field. */
const PASSWORD_PROBLEMS = [CHANGE_NEEDS_PASSWORD, CURRENT_PASSWORD_INCORRECT, TOO_MANY_PASSWORD_CHECKS];

/** The form's values for a saved user; transporters also have a licence number and vehicle types. */
export function profileFormValues(user: User, role: SignupRole): ProfileInput {
  const shared = {
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    companyName: user.companyName,
    address: user.address ?? '',
    bio: user.bio ?? '',
    currentPassword: '',
  };
  if (role !== 'transporter') return shared;
  return { ...shared, licenseNumber: user.licenseNumber ?? '', vehicleTypes: [...user.vehicleTypes] };
}

/**
 * The profile form: saved with PATCH /api/auth/profile. What was typed stays in the form when the
 * save fails; Reset goes back to the last saved values.
 */
export function ProfileForm({ user, role }: { user: User; role: SignupRole }) {
  const form = useZodForm(profileUpdateSchema, profileFormValues(user, role));
  const {
    field,
    submit,
    formState: { errors },
  } = form;
  const update = useUpdateProfile();
  // The sign-in e-mail and the phone number (where payouts go) change only with the password.
  const needsPassword =
    (form.watch('email') ?? '').trim().toLowerCase() !== user.email ||
    (form.watch('phoneNumber') ?? '').trim() !== user.phoneNumber;

  const onValid = (changes: ProfileChanges) => {
    if (needsPassword && !changes.currentPassword) {
      form.setError('currentPassword', { message: CHANGE_NEEDS_PASSWORD }, { shouldFocus: true });
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        form.reset(profileFormValues(saved, role));
        toast.success(
          'Profile updated successfully!',
          saved.pendingEmail
            ? `We sent a link to ${saved.pendingEmail}. Your sign-in email changes when you open it.`
            : undefined,
        );
      },
      onError: (error) => {
        const message = errorMessage(error, 'Unknown error occurred');
        if (error instanceof ApiError && error.status === 409) form.setError('email', { message });
        if (error instanceof ApiError && PASSWORD_PROBLEMS.includes(message)) {
          form.setError('currentPassword', { message }, { shouldFocus: true });
        }
        toast.error('Error updating profile', message);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Personal Information</CardTitle>
        <CardDescription>Keep your details up to date so the other party can reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit(onValid)} className="flex flex-col gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Full name" error={errors.fullName?.message}>
              <Input autoComplete="name" {...field('fullName')} />
            </Field>
            <Field label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...field('email')} />
            </Field>
            <Field label="Phone number" error={errors.phoneNumber?.message}>
              <Input type="tel" autoComplete="tel" inputMode="tel" {...field('phoneNumber')} />
            </Field>
            <Field label="Company name" error={errors.companyName?.message}>
              <Input autoComplete="organization" {...field('companyName')} />
            </Field>
            <Field label="Address" error={errors.address?.message} className="sm:col-span-2">
              <Input autoComplete="street-address" maxLength={200} {...field('address')} />
            </Field>
            {role === 'transporter' && (
              <Field label="Licence number" error={errors.licenseNumber?.message}>
                <Input autoComplete="off" maxLength={50} {...field('licenseNumber')} />
              </Field>
            )}
          </div>
          {user.pendingEmail && (
            <p
              role="status"
              className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-gray-900"
            >
              Waiting for <strong>{user.pendingEmail}</strong> to confirm: we sent it a link. Until it is
              opened you sign in with {user.email}.
            </p>
          )}
          {needsPassword && (
            <Field
              label="Current password"
              error={errors.currentPassword?.message}
              hint="Needed to change your email or phone number"
            >
              <PasswordInput autoComplete="current-password" {...field('currentPassword')} />
            </Field>
          )}
          {role === 'transporter' && (
            <VehicleTypesField
              saved={user.vehicleTypes}
              register={() => field('vehicleTypes')}
              error={errors.vehicleTypes}
            />
          )}
          <Field label="Bio" error={errors.bio?.message} hint="Up to 1,000 characters">
            <Textarea maxLength={1000} {...field('bio')} />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={() => form.reset(profileFormValues(user, role))}
              disabled={update.isPending}
            >
              Reset
            </Button>
            <Button type="submit" loading={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
