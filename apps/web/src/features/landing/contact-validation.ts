export type ContactMessage = { name: string; email: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

// The same shape zod's email check accepts in practice: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Validates the landing contact form. Deliberately not react-hook-form + zod: together they add
 * ~37 KB gzip to the landing page for a form whose submit only clears itself.
 */
export function validateContactMessage(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name';
  if (!values.email.trim()) errors.email = 'Please enter your email';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (!values.message.trim()) errors.message = 'Please enter a message';
  return errors;
}
