import { passwordChangeSchema } from '@njira/domain';
import { KeyRound } from 'lucide-react';
import { NewPasswordField } from '../../components/forms/new-password-field.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useChangePassword } from '../../lib/account/change-password.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { TwoFactorSection } from './two-factor-section.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Security: the password form. The server checks the current password, applies sign-up's rule to
 * the new one and signs every other device out; this device carries on with the session it returns.
 */
export function PasswordCard() {
  const form = useZodForm(passwordChangeSchema, EMPTY);
  const {
    field,
    submit,
    watch,
    formState: { errors },
  } = form;
  const change = useChangePassword();

  const onValid = (values: typeof EMPTY) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.success('Password updated successfully!', 'Your other devices have been signed out.');
      },
      onError: (error) => {
        const message = errorMessage(error, 'Unknown error occurred');
        if (error instanceof ApiError && message === 'Current password is incorrect') {
          form.setError('currentPassword', { message }, { shouldFocus: true });
        }
        toast.error('Error updating password', message);
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound className="size-5 text-brand-700" aria-hidden="true" />
          Security
        </CardTitle>
        <CardDescription>
          Your password and two-factor sign-in. A change signs your other devices out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit(onValid)} className="flex max-w-md flex-col gap-5">
          <Field label="Current password" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...field('currentPassword')} />
          </Field>
          <NewPasswordField
            label="New password"
            error={errors.newPassword?.message}
            registration={field('newPassword')}
            password={watch('newPassword') ?? ''}
          />
          <Field label="Confirm new password" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
          </Field>
          <Button type="submit" loading={change.isPending} className="self-start">
            {change.isPending ? 'Updating…' : 'Update Password'}
          </Button>
        </form>
        <div className="mt-6 border-t border-border pt-6">
          <TwoFactorSection />
        </div>
      </CardContent>
    </Card>
  );
}
