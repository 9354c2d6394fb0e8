import { CURRENT_PASSWORD_INCORRECT, type TwoFactorConfirm, twoFactorConfirmSchema } from '@njira/domain';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';

/** Where a refusal of the server belongs: the password field, or the code field. */
export function fieldOfTwoFactorRefusal(message: string): 'currentPassword' | 'code' {
  return message === CURRENT_PASSWORD_INCORRECT || /password/i.test(message) ? 'currentPassword' : 'code';
}

/**
 * The password and a code (from the app, or a recovery code): what turning two-factor off and new
 * recovery codes ask for. `send` answers the refusal's message, shown beside its field, or null.
 */
export function ConfirmTwoFactorForm({
  submitLabel,
  destructive = false,
  pending,
  send,
}: {
  submitLabel: string;
  destructive?: boolean;
  pending: boolean;
  send: (input: TwoFactorConfirm) => Promise<string | null>;
}) {
  const form = useZodForm(twoFactorConfirmSchema, { currentPassword: '', code: '' });
  const errors = form.formState.errors;

  const onValid = async (input: TwoFactorConfirm) => {
    const refusal = await send(input);
    if (refusal) form.setError(fieldOfTwoFactorRefusal(refusal), { message: refusal }, { shouldFocus: true });
  };

  return (
    <form noValidate onSubmit={form.submit(onValid)} className="flex flex-col gap-4">
      <Field label="Current password" error={errors.currentPassword?.message} required>
        <PasswordInput autoComplete="current-password" required {...form.field('currentPassword')} />
      </Field>
      <Field
        label="Authentication code"
        error={errors.code?.message}
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        required
      >
        <Input
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={16}
          required
          {...form.field('code')}
        />
      </Field>
      <DialogActions
        pending={pending}
        submitLabel={submitLabel}
        variant={destructive ? 'destructive' : 'primary'}
        className="mt-2"
      />
    </form>
  );
}
