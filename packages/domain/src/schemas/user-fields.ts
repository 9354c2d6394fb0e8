import { z } from 'zod';
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

export const fullNameField = textField('Full name', {
  max: 100,
  name: true,
  required: 'Full name is required',
  notText: 'Full name is required',
}).refine((v) => v.length >= 2, { error: 'Full name must be at least 2 characters', abort: true });

export const companyNameField = textField('Company name', {
  max: 120,
  name: true,
  required: 'Company name is required',
  notText: 'Company name is required',
});

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
