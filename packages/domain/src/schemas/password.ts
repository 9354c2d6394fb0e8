import { z } from 'zod';
import { emailField, newPasswordField } from './user-fields.ts';

/** Changing a password, and resetting a forgotten one through an e-mailed link. */

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

const resetTokenField = z
  .string({ error: 'This reset link is not valid' })
  .trim()
  .min(20, 'This reset link is not valid')
  .max(200);

/** A reset link's token checked when its page opens, without being spent (issue 40). */
export const resetTokenCheckSchema = z.object({ token: resetTokenField });

export const resetPasswordSchema = z
  .object({
    token: resetTokenField,
    password: newPasswordField,
    confirmPassword: z
      .string({ error: 'Please confirm the new password' })
      .min(1, 'Please confirm the new password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
  });
