import { DEFAULT_USER_SETTINGS } from '@njira/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeNotification } from '../../testing/notification-factories.ts';
import { settingsQueryOptions } from '../account/get-settings.ts';
import { askSystemNotificationPermission, showSystemNotification } from './system-notification.ts';

const USER = 'u1';

/** The browser's Notification, as far as the app uses it. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => FakeNotification.permission);
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

let client: QueryClient;
let visibility: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  FakeNotification.permission = 'granted';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
  visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  client = new QueryClient();
  client.setQueryData(settingsQueryOptions(USER).queryKey, {
    ...DEFAULT_USER_SETTINGS,
    pushNotifications: true,
  });
});
afterEach(() => {
  visibility.mockRestore();
  vi.unstubAllGlobals();
  client.clear();
});

describe('system notifications', () => {
  it('shows one while the tab is hidden, Push Notifications on and the browser allowing; a click opens it', async () => {
    const open = vi.fn();
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    const n = makeNotification();
    showSystemNotification(client, USER, n, open);
    await vi.waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    const [shown] = FakeNotification.shown;
    expect(shown?.title).toBe('Njira');
    expect(shown?.options).toMatchObject({ body: n.message, tag: `njira-notification-${n.id}` });
    shown?.onclick?.();
    expect(focus).toHaveBeenCalled();
    expect(open).toHaveBeenCalled();
    expect(shown?.close).toHaveBeenCalled();
    focus.mockRestore();
  });

  it('shows none while the tab is visible, with the setting off, or without permission', async () => {
    visibility.mockReturnValue('visible');
    showSystemNotification(client, USER, makeNotification());
    visibility.mockReturnValue('hidden');
    FakeNotification.permission = 'denied';
    showSystemNotification(client, USER, makeNotification());
    FakeNotification.permission = 'granted';
    client.setQueryData(settingsQueryOptions(USER).queryKey, {
      ...DEFAULT_USER_SETTINGS,
      pushNotifications: false,
    });
    showSystemNotification(client, USER, makeNotification());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(FakeNotification.shown).toEqual([]);
  });

  it('asks the browser only when it has not been answered yet', async () => {
    FakeNotification.permission = 'default';
    FakeNotification.requestPermission.mockResolvedValueOnce('granted');
    expect(await askSystemNotificationPermission()).toBe('granted');
    FakeNotification.permission = 'denied';
    expect(await askSystemNotificationPermission()).toBe('denied');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    expect(await askSystemNotificationPermission()).toBe('unsupported');
  });
});
