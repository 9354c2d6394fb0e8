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
  public: 'Public: all signed-in users',
  verified: 'Verified carriers only',
  private: 'Private',
};

/**
 * What each choice hides, as the server's rule has it (`profileShownTo`): who may open your profile
 * page (name, company, role, verified badge, member since, rating unless Show Ratings is off). You,
 * admins and anyone you have had a shipment with always may; anyone else is told there is no such
 * profile.
 */
export const VISIBILITY_HELP: Record<ProfileVisibility, string> = {
  public: 'Hides nothing: anyone signed in to Njira can open your profile page.',
  verified:
    'Hides your profile page from everyone but verified carriers (transporters whose documents are all approved and current), anyone you have had a shipment with (even a cancelled one) and admins. Cargo owners you have had no shipment with cannot open it.',
  private:
    'Hides your profile page from everyone but anyone you have had a shipment with (even a cancelled one) and admins.',
};

/** What no visibility hides, said under the choice so nobody expects more of it. */
export const VISIBILITY_LIMITS =
  'Your profile page shows your name, company, role, verified badge, member-since date and, unless Show Ratings is off, your rating. Whatever you choose, your name and company still show on your loads, bids and messages; your phone number and email are never on your profile page and follow Show Contact Information.';

export const SETTING_LABELS: Record<keyof UserSettings, string> = {
  ...(Object.fromEntries([...NOTIFICATIONS, ...PRIVACY_TOGGLES].map((t) => [t.name, t.label])) as Record<
    Toggle,
    string
  >),
  profileVisibility: 'Profile Visibility',
};
