import { z } from 'zod';
import { optionalText, textField } from './text.ts';
import { companyNameField, emailField, fullNameField, phoneField } from './user-fields.ts';

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
  /** Needed to change the sign-in e-mail or the phone number (CHANGE_NEEDS_PASSWORD). */
  currentPassword: z.string({ error: 'Current password must be text' }).max(128).optional(),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** A profile save that changes the e-mail or the phone number without the current password. */
export const CHANGE_NEEDS_PASSWORD =
  'Please enter your current password to change your email or phone number';
/** The current password given for a change did not match. */
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
/** Too many wrong current passwords for one account within 15 minutes. */
export const TOO_MANY_PASSWORD_CHECKS = 'Too many wrong passwords. Please wait 15 minutes and try again.';
/** A confirmation or undo link that is unknown, used or expired. */
export const EMAIL_LINK_INVALID = 'This link is invalid or has expired';

/** The token of an e-mail confirmation or undo link. */
export const emailLinkSchema = z.object({
  token: z.string({ error: EMAIL_LINK_INVALID }).min(20, EMAIL_LINK_INVALID).max(200, EMAIL_LINK_INVALID),
});
