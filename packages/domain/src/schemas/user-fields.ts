import { z } from 'zod';
import { hasContactDetails } from '../contact-in-text.ts';
import { textField } from './text.ts';

/** The fields of an account, each with its messages, shared by sign-up, the profile and passwords. */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[\d\s\-+()]+$/;

export const emailField = textField('Email', {
  max: 254,
  required: 'Email is required',
  notText: 'Email is required',
  tooLong: 'Please enter a valid email',
})
  .refine((v) => EMAIL_PATTERN.test(v), 'Please enter a valid email')
  .transform((v) => v.toLowerCase());

/**
 * Names are shown to the other side before payment (on loads, bids, conversations), so they may
 * not carry contact details in any form `hasContactDetails` reads (issue 39, item 7).
 */
export const FULL_NAME_HOLDS_CONTACT = 'Full name cannot contain a phone number, e-mail or chat link';
export const COMPANY_NAME_HOLDS_CONTACT = 'Company name cannot contain a phone number, e-mail or chat link';

export const fullNameField = textField('Full name', {
  max: 100,
  name: true,
  required: 'Full name is required',
  notText: 'Full name is required',
})
  .refine((v) => v.length >= 2, { error: 'Full name must be at least 2 characters', abort: true })
  .refine((v) => !hasContactDetails(v), FULL_NAME_HOLDS_CONTACT);

export const companyNameField = textField('Company name', {
  max: 120,
  name: true,
  required: 'Company name is required',
  notText: 'Company name is required',
}).refine((v) => !hasContactDetails(v), COMPANY_NAME_HOLDS_CONTACT);

export const phoneField = textField('Phone number', {
  max: 30,
  required: 'Phone number is required',
  notText: 'Phone number is required',
  tooLong: 'Please enter a valid phone number',
})
  .refine((v) => PHONE_PATTERN.test(v), { error: 'Please enter a valid phone number', abort: true })
  // A real number has digits; the spec's character set alone would accept "---".
  .refine((v) => (v.match(/\d/g)?.length ?? 0) >= 7, 'Please enter a valid phone number');

/** Signup's password rule; 128 caps the work a hash can be made to do. */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(8, { error: 'Password must be at least 8 characters', abort: true })
  .max(128, 'Password must be at most 128 characters');
