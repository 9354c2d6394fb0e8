import { type Login, loginSchema, needsTwoFactor } from '@njira/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useLogin } from './api/login.ts';
import { AuthLayout } from './auth-layout.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';
import { useAuthSuccess } from './use-auth-success.ts';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

export function LoginPage() {
  const {
    field,
    submit,
    getValues,
    setValue,
    formState: { errors },
  } = useZodForm(loginSchema, { email: '', password: '' });
  const login = useLogin();
  const { succeed, redirecting } = useAuthSuccess('login');
  // Two-factor on: the password was right, and the login's challenge waits for a code (ADR 024).
  const [challenge, setChallenge] = useState<string | null>(null);

  const onValid = (values: Login) =>
    login.mutate(values, {
      onSuccess: (answer) => (needsTwoFactor(answer) ? setChallenge(answer.challenge) : succeed(answer)),
      onError: (error) => toast.error('Sign in failed', errorMessage(error, 'Invalid email or password.')),
    });

  const busy = login.isPending || redirecting;

  if (challenge) {
    return (
      <AuthLayout
        title="Two-factor sign-in"
        description="Enter the 6-digit code from your authenticator app."
      >
        <TwoFactorStep
          challenge={challenge}
          email={getValues('email')}
          onSignedIn={succeed}
          onRestart={(reason) => {
            // The e-mail stays; the password is asked for again.
            setValue('password', '');
            setChallenge(null);
            if (reason) toast.error('Please sign in again', reason);
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Welcome back" description="Sign in to your Njira account.">
      <form noValidate onSubmit={submit(onValid)} className="flex flex-col gap-5">
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </Field>
        <div className="flex flex-col gap-2">
          <Field label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...field('password')} />
          </Field>
          <Link to="/forgot-password" className={`self-end text-sm ${linkClass}`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" loading={busy} className="mt-1 w-full">
          {busy ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700">
        Don't have an account?{' '}
        <Link to="/signup" className={linkClass}>
          Sign Up
        </Link>
      </p>
    </AuthLayout>
  );
}
