import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_BANNER_TEXT, OfflineBanner } from './offline-banner.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

describe('the offline banner', () => {
  it('says so while the device is offline, and goes when it is back online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_BANNER_TEXT)).toBeNull();
    act(() => goOffline(true));
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_BANNER_TEXT);
    act(() => goOffline(false));
    expect(screen.queryByText(OFFLINE_BANNER_TEXT)).toBeNull();
  });
});
