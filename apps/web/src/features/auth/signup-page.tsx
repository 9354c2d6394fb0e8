import { zodResolver } from '@hookform/resolvers/zod';
import { type Signup, type SignupInput, signupSchema } from '@njira/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSignup } from './api/signup.ts';
import { AuthLayout } from './auth-layout.tsx';
import { NewPasswordField } from './new-password-field.tsx';
import { RoleChoice } from './role-choice.tsx';
import { useAuthSuccess } from './use-auth-success.ts';
import { showValidationToast } from './validation-toast.ts';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
const DEFAULT_ROLE = 'transporter';

export function SignupPage() {
  const {
    register,
    handleSubmit,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<SignupInput, unknown, Signup>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      role: DEFAULT_ROLE,
      fullName: '',
      email: '',
      password: '',
      companyName: '',
      phoneNumber: '',
    },
    // Checked on submit only; editing a field clears its error (spec section 5).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const signup = useSignup();
  const { succeed, redirecting } = useAuthSuccess('signup');
  const field = (name: keyof SignupInput) => register(name, { onChange: () => clearErrors(name) });

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
      <form noValidate onSubmit={handleSubmit(onValid, showValidationToast)} className="flex flex-col gap-5">
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
