import {
  PROFILE_VISIBILITIES,
  type ProfileVisibility,
  type SettingsUpdate,
  type UserSettings,
} from '@njira/domain';
import { Bell, Shield } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { askSystemNotificationPermission } from '../../lib/notifications/system-notification.ts';
import { useSession } from '../../lib/use-session.ts';
import { useUpdateSettings } from './api/update-settings.ts';
import {
  NOTIFICATIONS,
  PRIVACY_TOGGLES,
  SETTING_LABELS,
  VISIBILITY_HELP,
  VISIBILITY_LABELS,
  VISIBILITY_LIMITS,
} from './settings-labels.ts';
import { ToggleRow } from './toggle-row.tsx';

/**
 * Push Notifications need the browser's permission too: asked for when the switch is turned on;
 * a browser that says no is named as the reason alerts will not show.
 */
function askBrowser() {
  void askSystemNotificationPermission().then((answer) => {
    if (answer === 'denied') {
      toast.info(
        'Browser notifications are blocked',
        'Allow notifications for this site in your browser to get alerts while Njira is in the background.',
      );
    }
  });
}

/**
 * The notification and privacy cards. Each switch (and the visibility choice) is saved as soon as it
 * changes, one setting per call; a failed save puts that setting back and says why.
 */
export function SettingsToggles({ settings }: { settings: UserSettings }) {
  const role = useSession()?.user.role;
  const [values, setValues] = useState(settings);
  const update = useUpdateSettings();

  function change<K extends keyof UserSettings>(name: K, value: UserSettings[K]) {
    const before = values[name];
    setValues((v) => ({ ...v, [name]: value }));
    if (name === 'pushNotifications' && value === true) askBrowser();
    const changes = { [name]: value } as SettingsUpdate;
    update.mutate(changes, {
      onSuccess: () => {
        const shown =
          typeof value === 'boolean' ? (value ? 'On' : 'Off') : VISIBILITY_LABELS[value as ProfileVisibility];
        toast.success('Settings updated successfully!', `${SETTING_LABELS[name]}: ${shown}`);
      },
      onError: (error) => {
        setValues((v) => (v[name] === value ? { ...v, [name]: before } : v));
        toast.error('Error updating settings', errorMessage(error, 'Unknown error occurred'));
      },
    });
  }

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Bell className="size-5 text-brand-700" aria-hidden="true" />
            Notifications
          </CardTitle>
          <CardDescription>Choose how and when Njira tells you what is happening.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border">
            {NOTIFICATIONS.filter((t) => !t.only || t.only === role).map((t) => (
              <ToggleRow
                key={t.name}
                label={t.label}
                description={t.description}
                checked={values[t.name]}
                onChange={(on) => change(t.name, on)}
              />
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Shield className="size-5 text-brand-700" aria-hidden="true" />
            Privacy
          </CardTitle>
          <CardDescription>Decide who sees your profile and what it shows.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <Field
            label="Profile Visibility"
            hint={`${VISIBILITY_HELP[values.profileVisibility]} ${VISIBILITY_LIMITS}`}
          >
            <Select
              value={values.profileVisibility}
              onChange={(event) => change('profileVisibility', event.target.value as ProfileVisibility)}
            >
              {PROFILE_VISIBILITIES.map((v) => (
                <option key={v} value={v}>
                  {VISIBILITY_LABELS[v]}
                </option>
              ))}
            </Select>
          </Field>
          <ul className="divide-y divide-border">
            {PRIVACY_TOGGLES.map((t) => (
              <ToggleRow
                key={t.name}
                label={t.label}
                description={t.description}
                checked={values[t.name]}
                onChange={(on) => change(t.name, on)}
              />
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}
