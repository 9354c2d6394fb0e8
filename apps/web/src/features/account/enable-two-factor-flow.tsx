import { type TwoFactorSetupAnswer, twoFactorEnableSchema, twoFactorSetupSchema } from '@njira/domain';
import { useState } from 'react';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogClose } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useEnableTwoFactor } from './api/enable-two-factor.ts';
import { useSetupTwoFactor } from './api/setup-two-factor.ts';
import { fieldOfTwoFactorRefusal } from './confirm-two-factor-form.tsx';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

type Step =
  | { name: 'password' }
  | { name: 'scan'; setup: TwoFactorSetupAnswer; currentPassword: string }
  | { name: 'codes'; codes: string[] };

export const ENABLE_STEP_TITLES: Record<Step['name'], string> = {
  password: 'Turn on two-factor sign-in',
  scan: 'Scan the QR code',
  codes: 'Save your recovery codes',
};

/** The secret in groups of four, as people copy it into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Turning two-factor on, in the dialog (ADR 024): the password, then the QR code (and the secret
 * to type in) with the app's first code, then the ten recovery codes, shown once.
 */
export function EnableTwoFactorFlow({
  onStep,
  onDone,
}: {
  onStep: (title: string) => void;
  onDone: () => void;
}) {
  const [step, setStep] = useState<Step>({ name: 'password' });
  const go = (next: Step) => {
    setStep(next);
    onStep(ENABLE_STEP_TITLES[next.name]);
  };

  if (step.name === 'password') {
    return (
      <PasswordStep onReady={(setup, currentPassword) => go({ name: 'scan', setup, currentPassword })} />
    );
  }
  if (step.name === 'scan') {
    return (
      <ScanStep
        setup={step.setup}
        currentPassword={step.currentPassword}
        onEnabled={(codes) => go({ name: 'codes', codes })}
      />
    );
  }
  return <RecoveryCodes codes={step.codes} onDone={onDone} />;
}

function PasswordStep({
  onReady,
}: {
  onReady: (setup: TwoFactorSetupAnswer, currentPassword: string) => void;
}) {
  const setup = useSetupTwoFactor();
  const form = useZodForm(twoFactorSetupSchema, { currentPassword: '' });
  const onValid = ({ currentPassword }: { currentPassword: string }) =>
    setup.mutate(
      { currentPassword },
      {
        onSuccess: (answer) => onReady(answer, currentPassword),
        onError: (error) =>
          form.setError(
            'currentPassword',
            { message: errorMessage(error, 'Could not start. Please try again.') },
            { shouldFocus: true },
          ),
      },
    );
  return (
    <form noValidate onSubmit={form.submit(onValid)} className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        You will need an authenticator app on your phone, such as Google Authenticator, Microsoft
        Authenticator or Aegis.
      </p>
      <Field label="Current password" error={form.formState.errors.currentPassword?.message} required>
        <PasswordInput autoComplete="current-password" required {...form.field('currentPassword')} />
      </Field>
      <StepButtons pending={setup.isPending} label="Continue" />
    </form>
  );
}

function ScanStep({
  setup,
  currentPassword,
  onEnabled,
}: {
  setup: TwoFactorSetupAnswer;
  currentPassword: string;
  onEnabled: (codes: string[]) => void;
}) {
  const enable = useEnableTwoFactor();
  const form = useZodForm(twoFactorEnableSchema, { currentPassword, code: '' });
  const onValid = (input: { currentPassword: string; code: string }) =>
    enable.mutate(input, {
      onSuccess: ({ recoveryCodes }) => {
        toast.success('Two-factor sign-in is on', 'Your other devices have been signed out.');
        onEnabled(recoveryCodes);
      },
      onError: (error) => {
        const message = errorMessage(error, 'Could not turn it on. Please try again.');
        // A wrong password here means it changed meanwhile: the code field is the only one shown.
        if (fieldOfTwoFactorRefusal(message) === 'currentPassword') toast.error('Not turned on', message);
        form.setError('code', { message }, { shouldFocus: true });
      },
    });
  return (
    <form noValidate onSubmit={form.submit(onValid)} className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        Scan this QR code with your authenticator app, then enter the 6-digit code it shows.
      </p>
      <QrCode svg={setup.qrSvg} label="QR code to add Njira to your authenticator app" />
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-gray-900">Can’t scan it? Type this key into the app:</p>
        <code className="rounded-md bg-muted px-3 py-2 font-mono text-sm tracking-wide break-all text-gray-900">
          {groupedSecret(setup.secret)}
        </code>
      </div>
      <Field label="6-digit code" error={form.formState.errors.code?.message} required>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
          {...form.field('code')}
        />
      </Field>
      <StepButtons pending={enable.isPending} label="Turn on" />
    </form>
  );
}

function StepButtons({ pending, label }: { pending: boolean; label: string }) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" loading={pending}>
        {label}
      </Button>
    </div>
  );
}
