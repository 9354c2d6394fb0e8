import { resetPasswordSchema } from '@njira/domain';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordField } from '../../components/forms/new-password-field.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { type ResetPasswordInput, useResetLinkCheck, useResetPassword } from './api/reset-password.ts';
import { AuthLayout } from './auth-layout.tsx';
import { InvalidLink } from './invalid-link.tsx';

export const INVALID_LINK = 'This reset link is invalid or has expired';

/** The reset link could not be used: ask for a new one. */
function ResetLinkProblem({ message }: { message: string }) {
  return (
    <InvalidLink
      title="Reset link not valid"
      message={message}
      action={{ to: '/forgot-password', label: 'Request a new link' }}
    />
  );
}

/** 400 is the server's word that the token is unknown, used or expired. */
function linkRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 && !error.generic && /link/i.test(error.message)
    ? error.message
    : null;
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  // The token is not a field; it rides along in the form values.
  const {
    field,
    submit,
    watch,
    formState: { errors },
  } = useZodForm(resetPasswordSchema, { token, password: '', confirmPassword: '' });
  const wellFormed = token.length >= 20;
  // A link already used (or expired) says so as it opens, not after a new password was typed.
  const check = useResetLinkCheck(token, wellFormed);

  if (!wellFormed) return <ResetLinkProblem message={INVALID_LINK} />;
  const problem = linkProblem ?? linkRefusal(check.error);
  if (problem) return <ResetLinkProblem message={problem} />;

  const onValid = (values: ResetPasswordInput) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast.success('Password updated', 'You can now sign in with your new password.');
        void navigate('/login', { replace: true });
      },
      onError: (error) => {
        const refused = linkRefusal(error);
        if (refused) {
          setLinkProblem(refused);
          return;
        }
        toast.error('Password reset failed', errorMessage(error, 'Please try again.'));
      },
    });

  return (
    <AuthLayout
      title="Choose a new password"
      description="Use at least 8 characters; mixing upper and lower case, digits and symbols makes it stronger."
    >
      <form noValidate onSubmit={submit(onValid)} className="flex flex-col gap-5">
        {errors.token?.message && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.token.message}
          </p>
        )}
        <NewPasswordField
          label="New password"
          error={errors.password?.message}
          registration={field('password')}
          password={watch('password') ?? ''}
        />
        <Field label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" loading={reset.isPending} className="w-full">
          {reset.isPending ? 'Saving…' : 'Save new password'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700">
        <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
