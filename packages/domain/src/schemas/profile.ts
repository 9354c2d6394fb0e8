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
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
