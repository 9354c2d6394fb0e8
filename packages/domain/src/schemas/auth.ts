import { z } from 'zod';
import { normalizeRole, ROLES, SIGNUP_ROLES } from '../roles.ts';
import { optionalText, textField } from './text.ts';

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
  required: 'Full name is required',
  notText: 'Full name is required',
}).refine((v) => v.length >= 2, { error: 'Full name must be at least 2 characters', abort: true });

export const companyNameField = textField('Company name', {
  max: 120,
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

export const signupSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  password: newPasswordField,
  companyName: companyNameField,
  phoneNumber: phoneField,
  role: z
    .string({ error: 'Please choose a role' })
    .default('transporter')
    .transform(normalizeRole)
    .refine((r) => r !== 'admin', 'Admin accounts cannot be created by sign-up')
    .pipe(z.enum(SIGNUP_ROLES, { error: 'Please choose Transporter or Cargo Owner' })),
});
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .min(6, { error: 'Password must be at least 6 characters', abort: true })
    .max(128, 'Password must be at most 128 characters'),
});
export type Login = z.output<typeof loginSchema>;

/** The vehicle kinds a transporter ticks on the profile (the demo seed uses these names too). */
export const VEHICLE_TYPES = [
  'Flatbed trailer',
  'Tautliner',
  'Interlink',
  'Side tipper',
  'Dropside',
  'Refrigerated truck',
  'Container chassis',
  'Tanker',
  'Lowbed',
  'Box truck',
] as const;

export const profileUpdateSchema = z.object({
  fullName: fullNameField,
  email: emailField.optional(),
  phoneNumber: phoneField,
  companyName: companyNameField,
  address: optionalText(200, 'Address'),
  bio: optionalText(1000, 'Bio', true),
  licenseNumber: optionalText(50, 'Licence number'),
  vehicleTypes: z
    .array(textField('Vehicle type', { max: 40, required: 'Vehicle type is required' }), {
      error: 'Vehicle types must be a list',
    })
    .max(10, 'Choose at most 10 vehicle types')
    .optional(),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(128),
    newPassword: newPasswordField,
    confirmPassword: z
      .string({ error: 'Please confirm the new password' })
      .min(1, 'Please confirm the new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
  });
export type PasswordChange = z.output<typeof passwordChangeSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'This reset link is not valid' })
      .trim()
      .min(20, 'This reset link is not valid')
      .max(200),
    password: newPasswordField,
    confirmPassword: z
      .string({ error: 'Please confirm the new password' })
      .min(1, 'Please confirm the new password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
  });

/** The signed-in user as the API sends it (never the password hash). */
export const userSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  companyName: z.string(),
  phoneNumber: z.string(),
  role: z.enum(ROLES),
  address: z.string().nullable(),
  bio: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  vehicleTypes: z.array(z.string()),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ access_token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const verifyResponseSchema = z.object({ valid: z.boolean(), user: userSchema.optional() });
export const okResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
