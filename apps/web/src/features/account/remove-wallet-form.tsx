import { type WalletRemove, walletRemoveSchema } from '@njira/domain';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useRemoveWallet } from './api/remove-wallet.ts';
import { fieldOfRefusal } from './wallet-dialog.tsx';

/** The Remove wallet step, inside its dialog; a transporter confirms it with its current password. */
export function RemoveWalletForm({
  needsPassword,
  onRemoved,
}: {
  needsPassword: boolean;
  onRemoved: () => void;
}) {
  const remove = useRemoveWallet();
  const form = useZodForm(walletRemoveSchema, { currentPassword: '' } satisfies WalletRemove);
  const error = form.formState.errors.currentPassword?.message;

  const submit = form.submit((input) =>
    remove.mutate(needsPassword ? input : {}, {
      onSuccess: () => {
        toast.success('Mobile money wallet removed');
        onRemoved();
      },
      onError: (failure) => {
        const message = errorMessage(failure, 'Unknown error occurred');
        if (failure instanceof ApiError && fieldOfRefusal(message) === 'currentPassword') {
          form.setError('currentPassword', { message }, { shouldFocus: true });
        }
        toast.error('Wallet not removed', message);
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {needsPassword && (
        <Field label="Current password" error={error} required>
          <PasswordInput autoComplete="current-password" required {...form.field('currentPassword')} />
        </Field>
      )}
      <DialogActions
        pending={remove.isPending}
        submitLabel="Remove wallet"
        variant="destructive"
        className="mt-2"
      />
    </form>
  );
}
