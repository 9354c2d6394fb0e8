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

/** A user's stored settings (the switches `PATCH /api/settings` changes). */
export const userSettingsSchema = notificationSettingsSchema.extend(privacySettingsSchema.shape);
export type UserSettings = z.infer<typeof userSettingsSchema>;

/**
 * What `GET` and `PATCH /api/settings` answer: the stored settings and the spec's `twoFactorAuth`,
 * which is on exactly when two-factor sign-in is (read-only here: it changes only through
 * `/api/account/two-factor/enable` and `/disable`, which need the password and a code; ADR 024).
 */
export const settingsAnswerSchema = userSettingsSchema.extend({ twoFactorAuth: z.boolean() });
export type SettingsAnswer = z.infer<typeof settingsAnswerSchema>;

export const TWO_FACTOR_SETTING_MESSAGE =
  'twoFactorAuth is changed only by turning two-factor sign-in on or off, which needs your password and a code';

/**
 * Spec section 9: email, SMS, new-load, delivery and payment alerts on; push off; visibility public;
 * contact and ratings shown. (Its two-factor switch, off by default, is not a stored setting: see
 * `settingsAnswerSchema`.)
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
 * `PATCH /api/settings`: any of the settings, at least one; an unknown key is refused rather than
 * silently dropped, so a client never believes it saved something. `twoFactorAuth` is refused with
 * where it is changed instead.
 */
export const settingsUpdateSchema = z
  .strictObject(userSettingsSchema.partial().shape, {
    error: (issue) =>
      issue.code !== 'unrecognized_keys'
        ? undefined
        : issue.keys.includes('twoFactorAuth')
          ? TWO_FACTOR_SETTING_MESSAGE
          : `Unknown setting: ${issue.keys.join(', ')}`,
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    error: 'Choose at least one setting to change',
  });
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
