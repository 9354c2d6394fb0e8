import { forgotPasswordSchema } from '@njira/domain';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useRequestPasswordReset } from './api/forgot-password.ts';
import { AuthLayout } from './auth-layout.tsx';

export const RESET_LINK_SENT =
  'If an account exists for that email, we have sent a link to reset your password.';
const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

export function ForgotPasswordPage() {
  const {
    field,
    submit,
    formState: { errors },
  } = useZodForm(forgotPasswordSchema, { email: '' });
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  // The same confirmation whatever the server answers, so the page never reveals who has an
  // account; only a request that never reached the server is reported as a failure.
  const onValid = (values: { email: string }) =>
    request.mutate(values, {
      onSettled: (_data, error) => {
        if (error instanceof ApiError && error.status === 0) {
          toast.error('Could not send the link', error.message);
          return;
        }
        setSentTo(values.email);
      },
    });

  if (sentTo) {
    return (
      <AuthLayout title="Check your email">
        <div
          role="status"
          className="flex flex-col items-start gap-4 rounded-xl border border-border bg-brand-50 p-5"
        >
          <MailCheck className="size-8 text-brand-700" aria-hidden="true" />
          <p className="text-sm text-gray-800">{RESET_LINK_SENT}</p>
          <p className="text-sm text-muted-foreground">
            The link works for a limited time. Check your spam folder if nothing arrives.
          </p>
        </div>
        <p className="mt-6 text-center text-sm text-gray-700">
          <Link to="/login" className={linkClass}>
            Back to sign in
          </Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
    >
      <form noValidate onSubmit={submit(onValid)} className="flex flex-col gap-5">
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </Field>
        <Button type="submit" size="lg" loading={request.isPending} className="w-full">
          {request.isPending ? 'Sending link…' : 'Send reset link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700">
        Remembered it?{' '}
        <Link to="/login" className={linkClass}>
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
