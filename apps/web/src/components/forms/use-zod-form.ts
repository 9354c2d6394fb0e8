import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitHandler,
  useForm,
} from 'react-hook-form';
import { toast } from '../ui/toast.ts';

/** A zod 4 schema as the resolver sees it: what the form holds, and what a valid submit yields. */
interface FormSchema<TInput, TOutput> {
  _zod: { input: TInput; output: TOutput };
}

/**
 * Spec section 5: a failed check shows this toast as well as the field errors. Raised once the first
 * invalid field is focused, so that on a phone it keeps clear of that field (toast-placement.ts).
 */
export function showValidationToast(): void {
  setTimeout(() => toast.error('Validation Error', 'Please fix the errors in the form.'), 0);
}

/**
 * Every form's setup, in one place (spec section 5): react-hook-form resolved with the schema the
 * API validates with (from @njira/domain), checked on submit only, a field's error cleared as soon as
 * that field is edited, the first invalid field focused and the 'Validation Error' toast shown when
 * the check fails.
 *
 *   const form = useZodForm(loginSchema, { email: '', password: '' });
 *   <form noValidate onSubmit={form.submit((values) => login.mutate(values))}>
 *     <Field label="Email" error={form.formState.errors.email?.message}><Input {...form.field('email')} /></Field>
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: FormSchema<TInput, TOutput>,
  defaultValues: DefaultValues<TInput>,
) {
  const form = useForm<TInput, unknown, TOutput>({
    // The resolver's zod 4 overload returns its types through conditional types TypeScript cannot
    // resolve for a generic schema; they are exactly TInput and TOutput.
    resolver: zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  /** Registers an input; editing it clears its error. */
  const field = (name: Path<TInput>) => form.register(name, { onChange: () => form.clearErrors(name) });
  /** The form's onSubmit: checks, then calls `onValid` with the parsed values, or shows the toast. */
  const submit = (onValid: SubmitHandler<TOutput>) => form.handleSubmit(onValid, showValidationToast);

  return { ...form, field, submit };
}
