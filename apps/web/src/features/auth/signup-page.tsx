import { type Signup, signupSchema } from '@njira/domain';
import { Link } from 'react-router';
import { NewPasswordField } from '../../components/forms/new-password-field.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSignup } from './api/signup.ts';
import { AuthLayout } from './auth-layout.tsx';
import { RoleChoice } from './role-choice.tsx';
import { useAuthSuccess } from './use-auth-success.ts';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
const DEFAULT_ROLE = 'transporter';

export function SignupPage() {
  const {
    field,
    submit,
    watch,
    formState: { errors },
  } = useZodForm(signupSchema, {
    role: DEFAULT_ROLE,
    fullName: '',
    email: '',
    password: '',
    companyName: '',
    phoneNumber: '',
  });
  const signup = useSignup();
  const { succeed, redirecting } = useAuthSuccess('signup');

  const onValid = (values: Signup) =>
    signup.mutate(values, {
      onSuccess: succeed,
      onError: (error) =>
        toast.error('Signup failed', errorMessage(error, 'Signup failed. Please try again.')),
    });

  const busy = signup.isPending || redirecting;

  return (
    <AuthLayout
      title="Create your account"
      description="Join Njira to move cargo or find loads across Zambia and the region."
    >
      <form noValidate onSubmit={submit(onValid)} className="flex flex-col gap-5">
        <RoleChoice registration={field('role')} defaultValue={DEFAULT_ROLE} error={errors.role?.message} />
        <Field label="Full name" error={errors.fullName?.message}>
          <Input autoComplete="name" {...field('fullName')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </Field>
        <NewPasswordField
          label="Password"
          error={errors.password?.message}
          registration={field('password')}
          password={watch('password') ?? ''}
        />
        <Field label="Company name" error={errors.companyName?.message}>
          <Input autoComplete="organization" {...field('companyName')} />
        </Field>
        <Field label="Phone number" error={errors.phoneNumber?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+260 97 123 4567"
            {...field('phoneNumber')}
          />
        </Field>
        <Button type="submit" size="lg" loading={busy} className="mt-1 w-full">
          {busy ? 'Creating account…' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700">
        Already have an account?{' '}
        <Link to="/login" className={linkClass}>
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
