import {
  type AuthResponse,
  INVALID_TWO_FACTOR_CODE,
  recoveryCodeFormSchema,
  totpCodeFormSchema,
} from '@njira/domain';
import { useState } from 'react';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useLoginTwoFactor } from './api/login-two-factor.ts';

const linkButton =
  'self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:underline';

/**
 * The login's second step (ADR 024): the 6-digit code from the authenticator app, or a recovery
 * code. A refusal is shown under the field; an expired challenge goes back to the password step.
 */
export function TwoFactorStep({
  challenge,
  email,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  email: string;
  onSignedIn: (session: AuthResponse) => void;
  /** Back to the password step (the e-mail kept), with why when the challenge has expired. */
  onRestart: (reason?: string) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  return recovery ? (
    <CodeForm
      key="recovery"
      recovery
      challenge={challenge}
      email={email}
      onSignedIn={onSignedIn}
      onRestart={onRestart}
      onSwitch={() => setRecovery(false)}
    />
  ) : (
    <CodeForm
      key="app"
      recovery={false}
      challenge={challenge}
      email={email}
      onSignedIn={onSignedIn}
      onRestart={onRestart}
      onSwitch={() => setRecovery(true)}
    />
  );
}

function CodeForm({
  recovery,
  challenge,
  email,
  onSignedIn,
  onRestart,
  onSwitch,
}: {
  recovery: boolean;
  challenge: string;
  email: string;
  onSignedIn: (session: AuthResponse) => void;
  onRestart: (reason?: string) => void;
  onSwitch: () => void;
}) {
  const form = useZodForm(recovery ? recoveryCodeFormSchema : totpCodeFormSchema, { code: '' });
  const verify = useLoginTwoFactor();
  const error = form.formState.errors.code?.message;

  const onValid = ({ code }: { code: string }) =>
    verify.mutate(
      { challenge, code },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          const message = errorMessage(failure, 'Could not check the code. Please try again.');
          // Anything but a wrong or throttled code means the sign-in itself has to start again.
          if (failure instanceof ApiError && failure.status === 401 && message !== INVALID_TWO_FACTOR_CODE) {
            onRestart(message);
            return;
          }
          form.setError('code', { message }, { shouldFocus: true });
        },
      },
    );

  return (
    <form noValidate onSubmit={form.submit(onValid)} className="flex flex-col gap-5">
      <p className="text-sm text-gray-700">
        Signing in as <span className="font-medium break-all text-gray-900">{email}</span>
      </p>
      <Field
        label={recovery ? 'Recovery code' : 'Authentication code'}
        error={error}
        hint={
          recovery
            ? 'One of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
            : 'The code in your authenticator app changes every 30 seconds.'
        }
      >
        <Input
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 16 : 7}
          {...form.field('code')}
        />
      </Field>
      <Button type="submit" size="lg" loading={verify.isPending} className="w-full">
        {verify.isPending ? 'Verifying…' : 'Verify'}
      </Button>
      <div className="flex flex-col gap-3">
        <button type="button" className={linkButton} onClick={onSwitch}>
          {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </button>
        <button type="button" className={linkButton} onClick={() => onRestart()}>
          Back to email and password
        </button>
      </div>
    </form>
  );
}
