import { z } from 'zod';
import { stripForbiddenCharacters, textField } from './text.ts';
import { EMAIL_PATTERN } from './user-fields.ts';

/**
 * The landing page's 'Send us a message' form (spec section 2: name, email, message; issue 40,
 * item 5): validated the same in the browser and by POST /api/contact, stored for the admins and
 * e-mailed to the platform's contact address (CONTACT_EMAIL). Control characters are removed, not
 * refused: the visitor cannot see them and should not have to hunt for them.
 */

export const CONTACT_MESSAGE_MAX = { name: 100, email: 254, message: 5000 } as const;

/** A visitor may send this many messages an hour from one e-mail address, and from one IP address. */
export const CONTACT_MESSAGES_PER_HOUR = { email: 3, ip: 10 } as const;
export const CONTACT_THROTTLED_MESSAGE =
  'You have sent several messages in the last hour. Please try again later, or call or e-mail us.';

/** A string, less its control characters; anything else is refused with the field's own message. */
const cleaned = (required: string, multiline = false) =>
  z.string({ error: required }).transform((v) => stripForbiddenCharacters(v, multiline));

export const contactMessageSchema = z.object({
  name: cleaned('Please enter your name').pipe(
    textField('Name', { max: CONTACT_MESSAGE_MAX.name, name: true, required: 'Please enter your name' }),
  ),
  email: cleaned('Please enter your email').pipe(
    textField('Email', {
      max: CONTACT_MESSAGE_MAX.email,
      required: 'Please enter your email',
      tooLong: 'Please enter a valid email address',
    }).refine((v) => EMAIL_PATTERN.test(v), 'Please enter a valid email address'),
  ),
  message: cleaned('Please enter a message', true).pipe(
    textField('Message', {
      max: CONTACT_MESSAGE_MAX.message,
      multiline: true,
      required: 'Please enter a message',
    }),
  ),
});
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** One message as the admins' list shows it (GET /api/admin/contact-messages). */
export const contactMessageViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessageView = z.infer<typeof contactMessageViewSchema>;
