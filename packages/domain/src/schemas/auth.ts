import { z } from 'zod';
import { normalizeRole, ROLES, SIGNUP_ROLES } from '../roles.ts';
import { companyNameField, emailField, fullNameField, newPasswordField, phoneField } from './user-fields.ts';

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
  /** On the caller's own profile: a new sign-in e-mail waiting for its confirmation link. */
  pendingEmail: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ access_token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const verifyResponseSchema = z.object({ valid: z.boolean(), user: userSchema.optional() });
export const okResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
