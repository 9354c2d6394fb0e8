import { EMAIL_PATTERN } from '@njira/domain';
import { z } from 'zod';

/**
 * The landing contact form (spec: all three fields required, the email well-formed). It lives here,
 * not in @njira/domain, because nothing is sent: no API validates it. When a contact endpoint comes,
 * the schema moves to the domain for both sides.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Please enter your email', abort: true })
    .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  message: z.string().trim().min(1, 'Please enter a message'),
});
