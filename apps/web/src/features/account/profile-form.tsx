import { profileUpdateSchema, type SignupRole, type User } from '@njira/domain';
import type { z } from 'zod';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { type ProfileChanges, useUpdateProfile } from './api/update-profile.ts';
import { VehicleTypesField } from './vehicle-types-field.tsx';

type ProfileInput = z.input<typeof profileUpdateSchema>;

/** The form's values for a saved user; transporters also have a licence number and vehicle types. */
export function profileFormValues(user: User, role: SignupRole): ProfileInput {
  const shared = {
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    companyName: user.companyName,
    address: user.address ?? '',
    bio: user.bio ?? '',
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

  const onValid = (changes: ProfileChanges) =>
    update.mutate(changes, {
      onSuccess: (saved) => {
        form.reset(profileFormValues(saved, role));
        toast.success('Profile updated successfully!');
      },
      onError: (error) => {
        const message = errorMessage(error, 'Unknown error occurred');
        if (error instanceof ApiError && error.status === 409) form.setError('email', { message });
        toast.error('Error updating profile', message);
      },
    });

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
