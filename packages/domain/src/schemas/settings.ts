import { z } from 'zod';

/** Who may see a user's profile (spec section 3, settings state). */
export const PROFILE_VISIBILITIES = ['public', 'verified', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

const toggle = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** The notification toggles of the settings screen. */
export const notificationSettingsSchema = z.object({
  emailNotifications: toggle('emailNotifications'),
  smsNotifications: toggle('smsNotifications'),
  pushNotifications: toggle('pushNotifications'),
  newLoadAlerts: toggle('newLoadAlerts'),
  deliveryUpdates: toggle('deliveryUpdates'),
  paymentAlerts: toggle('paymentAlerts'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The privacy block of the settings screen. */
export const privacySettingsSchema = z.object({
  profileVisibility: z.enum(PROFILE_VISIBILITIES, {
    error: 'profileVisibility must be public, verified or private',
  }),
  showContactInfo: toggle('showContactInfo'),
  showRatings: toggle('showRatings'),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** A user's stored settings, as `GET /api/settings` answers them. */
export const userSettingsSchema = notificationSettingsSchema.extend(privacySettingsSchema.shape);
export type UserSettings = z.infer<typeof userSettingsSchema>;

/**
 * Spec section 9: email, SMS, new-load, delivery and payment alerts on; push off; visibility public;
 * contact and ratings shown. (Its two-factor toggle is left out: two-factor does not exist.)
 */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  emailNotifications: true,
  smsNotifications: true,
  pushNotifications: false,
  newLoadAlerts: true,
  deliveryUpdates: true,
  paymentAlerts: true,
  profileVisibility: 'public',
  showContactInfo: true,
  showRatings: true,
};

/**
 * `PATCH /api/settings`: any of the settings, at least one; an unknown key (twoFactorAuth among
 * them) is refused rather than silently dropped, so a client never believes it saved something.
 */
export const settingsUpdateSchema = z
  .strictObject(userSettingsSchema.partial().shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}` : undefined,
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    error: 'Choose at least one setting to change',
  });
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
