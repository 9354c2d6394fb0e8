import type { NotificationSettings, ProfileVisibility, Role, UserSettings } from '@njira/domain';

// The settings' names as the Settings screen shows them (and as its saved-toasts repeat them).

export type Toggle = keyof Omit<UserSettings, 'profileVisibility'>;

/** `only`: the one role the setting means anything to (new-load alerts go to transporters only). */
export const NOTIFICATIONS: {
  name: keyof NotificationSettings;
  label: string;
  description: string;
  only?: Role;
}[] = [
  { name: 'emailNotifications', label: 'Email Notifications', description: 'Receive updates by email' },
  {
    name: 'smsNotifications',
    label: 'SMS Notifications',
    description: 'Receive text messages on your phone',
  },
  { name: 'pushNotifications', label: 'Push Notifications', description: 'Receive alerts in your browser' },
  {
    name: 'newLoadAlerts',
    label: 'New Load Alerts',
    description: 'Hear about new loads as they are posted',
    only: 'transporter',
  },
  {
    name: 'deliveryUpdates',
    label: 'Delivery Updates',
    description: 'Progress of your deliveries, stage by stage',
  },
  { name: 'paymentAlerts', label: 'Payment Alerts', description: 'Payments made and payouts due' },
];

export const PRIVACY_TOGGLES: { name: Toggle; label: string; description: string }[] = [
  {
    name: 'showContactInfo',
    label: 'Show Contact Information',
    description: 'Let the other party of your shipments see your phone number and email (admins always can)',
  },
  {
    name: 'showRatings',
    label: 'Show Ratings',
    description: 'Show the ratings others give you on your profile',
  },
];

export const VISIBILITY_LABELS: Record<ProfileVisibility, string> = {
  public: 'Public: everyone on Njira',
  verified: 'Verified users only',
  private: 'Private: only you',
};

export const SETTING_LABELS: Record<keyof UserSettings, string> = {
  ...(Object.fromEntries([...NOTIFICATIONS, ...PRIVACY_TOGGLES].map((t) => [t.name, t.label])) as Record<
    Toggle,
    string
  >),
  profileVisibility: 'Profile Visibility',
};
