import { type Login, loginSchema } from '@njira/domain';
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
import { useAuthSuccess } from './use-auth-success.ts';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

export function LoginPage() {
  const {
    field,
    submit,
    formState: { errors },
  } = useZodForm(loginSchema, { email: '', password: '' });
  const login = useLogin();
  const { succeed, redirecting } = useAuthSuccess('login');

  const onValid = (values: Login) =>
    login.mutate(values, {
      onSuccess: succeed,
      onError: (error) => toast.error('Sign in failed', errorMessage(error, 'Invalid email or password.')),
    });

  const busy = login.isPending || redirecting;

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
