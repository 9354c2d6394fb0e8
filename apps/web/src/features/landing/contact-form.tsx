// A module of its own, not the index: the landing's code then pulls in no other rule (signed-in-chunks.ts).
import { contactMessageSchema } from '@njira/domain/schemas/contact-message';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast.ts';
import { contact } from '../../content/company.ts';
import { api, errorMessage } from '../../lib/api-client.ts';

export const CONTACT_NOT_SENT = 'Message not sent';

/**
 * The spec's contact form (name, email, message), sent to POST /api/contact (issue 40, item 5):
 * the platform stores it for the admins and e-mails it to its contact address. On success the form
 * clears and thanks the visitor; on a refusal or while offline it says why and keeps what was typed.
 * Loaded after the landing page has painted (contact-section.tsx), so its form code is not on the
 * first paint's path; it is the same chunk the sign-up and login forms use, cached for them. It
 * sends with the API client directly: the landing page has no query client (app-providers.tsx).
 */
export function ContactForm() {
  const {
    field,
    submit,
    reset,
    formState: { errors },
  } = useZodForm(contactMessageSchema, { name: '', email: '', message: '' });
  const [sending, setSending] = useState(false);

  const onValid = async (values: { name: string; email: string; message: string }) => {
    setSending(true);
    try {
      await api.post('/contact', values, { auth: false });
      reset();
      toast.success(contact.sentTitle, contact.sentDescription);
    } catch (error) {
      toast.error(CONTACT_NOT_SENT, errorMessage(error, 'Request failed'));
    } finally {
      setSending(false);
    }
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
      <Button type="submit" size="lg" className="self-start" loading={sending}>
        <Send className="size-4" aria-hidden="true" />
        Send Message
      </Button>
    </form>
  );
}
