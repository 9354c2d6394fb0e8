import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { contact } from '../../content/landing.ts';
import { type ContactErrors, type ContactMessage, validateContactMessage } from './contact-validation.ts';

const FIELDS = ['name', 'email', 'message'] as const;

function readForm(form: HTMLFormElement): ContactMessage {
  const data = new FormData(form);
  const text = (key: keyof ContactMessage) => String(data.get(key) ?? '');
  return { name: text('name'), email: text('email'), message: text('message') };
}

/** The spec's contact form: submitting only clears the form and thanks the visitor; nothing is sent. */
export function ContactForm() {
  const [errors, setErrors] = useState<ContactErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateContactMessage(readForm(form));
    setErrors(found);
    const firstInvalid = FIELDS.find((key) => found[key]);
    if (firstInvalid) {
      const control = form.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    form.reset();
    // sonner is fetched by the app shell after first paint; importing it here keeps it off the
    // landing page's critical path.
    void import('../../components/ui/toast.ts').then(({ toast }) =>
      toast.success(contact.sentTitle, contact.sentDescription),
    );
  };

  // Once a field has been flagged, re-check it as the visitor types so the message clears promptly.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as keyof ContactMessage;
    if (!errors[name]) return;
    // Read now: React clears currentTarget once the handler returns, before a state updater would run.
    const message = validateContactMessage(readForm(event.currentTarget))[name];
    setErrors((previous) => ({ ...previous, [name]: message }));
  };

  return (
    <form onSubmit={onSubmit} onInput={onInput} noValidate className="flex flex-col gap-5">
      <Field label="Name" error={errors.name} required>
        <Input name="name" autoComplete="name" required />
      </Field>
      <Field label="Email" error={errors.email} required>
        <Input name="email" type="email" autoComplete="email" required />
      </Field>
      <Field label="Message" error={errors.message} required>
        <Textarea name="message" rows={5} required />
      </Field>
      <Button type="submit" size="lg" className="self-start">
        <Send className="size-4" aria-hidden="true" />
        Send Message
      </Button>
    </form>
  );
}
