import { Send } from 'lucide-react';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast.ts';
import { contact } from '../../content/company.ts';
import { contactMessageSchema } from './contact-schema.ts';

/**
 * The spec's contact form: submitting only clears the form and thanks the visitor; nothing is sent.
 * Loaded after the landing page has painted (contact-section.tsx), so its form code is not on the
 * first paint's path; it is the same chunk the sign-up and login forms use, cached for them.
 */
export function ContactForm() {
  const {
    field,
    submit,
    reset,
    formState: { errors },
  } = useZodForm(contactMessageSchema, { name: '', email: '', message: '' });

  const onValid = () => {
    reset();
    toast.success(contact.sentTitle, contact.sentDescription);
  };

  return (
    <form onSubmit={submit(onValid)} noValidate className="flex flex-col gap-5">
      <Field label="Name" error={errors.name?.message} required>
        <Input autoComplete="name" required {...field('name')} />
      </Field>
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" required {...field('email')} />
      </Field>
      <Field label="Message" error={errors.message?.message} required>
        <Textarea rows={5} required {...field('message')} />
      </Field>
      <Button type="submit" size="lg" className="self-start">
        <Send className="size-4" aria-hidden="true" />
        Send Message
      </Button>
    </form>
  );
}
