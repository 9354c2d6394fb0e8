import {
  CURRENT_PASSWORD_INCORRECT,
  type SavedWallet,
  WALLET_CHANGE_NEEDS_PASSWORD,
  type WalletSaveInput,
  walletSaveSchema,
} from '@njira/domain';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { WalletFields } from '../../components/forms/wallet-fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogClose } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useSaveWallet } from '../../lib/account/save-wallet.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';

const PASSWORD_MESSAGES = new Set([CURRENT_PASSWORD_INCORRECT, WALLET_CHANGE_NEEDS_PASSWORD]);

/** Where a refusal of the server belongs in the form, so it is read out beside the field. */
export function fieldOfRefusal(message: string): 'currentPassword' | 'phoneNumber' | null {
  if (PASSWORD_MESSAGES.has(message)) return 'currentPassword';
  if (/number/i.test(message)) return 'phoneNumber';
  return null;
}

/**
 * The Add/Change wallet form, inside its dialog: provider, number and, for a transporter (its
 * wallet is where it is paid), the current password. Closes on success; keeps what was typed and
 * shows the server's reason on a refusal.
 */
export function WalletForm({
  saved,
  needsPassword,
  onSaved,
}: {
  saved: SavedWallet | null;
  needsPassword: boolean;
  onSaved: () => void;
}) {
  const save = useSaveWallet();
  const form = useZodForm(walletSaveSchema, {
    provider: saved?.provider ?? 'MTN_MOMO_ZMB',
    phoneNumber: saved?.phoneNumber ?? '',
    currentPassword: '',
  } satisfies WalletSaveInput);
  const errors = form.formState.errors;

  const submit = form.submit((input) =>
    save.mutate(needsPassword ? input : { provider: input.provider, phoneNumber: input.phoneNumber }, {
      onSuccess: () => {
        toast.success('Mobile money wallet saved');
        onSaved();
      },
      onError: (error) => {
        const message = errorMessage(error, 'Unknown error occurred');
        const field = error instanceof ApiError ? fieldOfRefusal(message) : null;
        if (field) form.setError(field, { message }, { shouldFocus: true });
        toast.error('Wallet not saved', message);
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <WalletFields
        provider={form.field('provider')}
        phoneNumber={form.field('phoneNumber')}
        errors={{ provider: errors.provider?.message, phoneNumber: errors.phoneNumber?.message }}
        providerLabel="Provider"
        numberHint="A Zambian mobile number on the provider's network, e.g. 076 345 6789"
      />
      {needsPassword && (
        <Field
          label="Current password"
          error={errors.currentPassword?.message}
          hint="Needed to change where you are paid. We e-mail you when it changes."
          required
        >
          <PasswordInput autoComplete="current-password" required {...form.field('currentPassword')} />
        </Field>
      )}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={save.isPending}>
          Save wallet
        </Button>
      </div>
    </form>
  );
}
