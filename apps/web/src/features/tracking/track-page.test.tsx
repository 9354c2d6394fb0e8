import { type PublicTracking, TRACKING_NOT_FOUND } from '@njira/domain';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { TRACK_NOT_FOUND_TITLE } from './track-page.tsx';

const network = installFakeNetwork();
const TOKEN = 't'.repeat(43);

beforeAll(async () => {
  await Promise.all([import('./track-page.tsx'), import('../../app/app-providers.tsx')]);
});

const tracking = (over: Partial<PublicTracking> = {}): PublicTracking => ({
  fromLocation: 'Kitwe',
  toLocation: 'Lusaka',
  stage: 'IN_TRANSIT',
  stageLabel: 'In Transit',
  expectedDelivery: '2026-12-10T10:00:00.000Z',
  deliveredAt: null,
  last: {
    latitude: -13.9714,
    longitude: 28.6692,
    accuracy: 40,
    takenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    receivedAt: new Date().toISOString(),
  },
  near: 'near Kapiri Mposhi',
  trail: [],
  ...over,
});

describe('/track/:token, signed out', () => {
  it('shows the route, the stage, Last seen and the expected delivery, with no sign-in and no token sent', async () => {
    network.on('GET /api/track/:token', jsonResponse(200, tracking()));
    renderApp(`/track/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Kitwe to Lusaka', level: 1 })).toBeTruthy();
    expect(screen.getByText('In Transit')).toBeTruthy();
    expect(screen.getByText('Last seen 5 min ago near Kapiri Mposhi')).toBeTruthy();
    expect(screen.getByText(/accurate to about 40 m/)).toBeTruthy();
    expect(screen.getByText('Expected Delivery')).toBeTruthy();
    expect(screen.getByText('10 Dec 2026')).toBeTruthy();
    const call = network.calls.find((c) => c.url === `/api/track/${TOKEN}`);
    expect(call?.headers.Authorization).toBeUndefined();
    expect(network.calls.some((c) => c.url.startsWith('/api/auth'))).toBe(false);
  });

  it('says when no position was shared, and the delivery date once delivered', async () => {
    network.on(
      'GET /api/track/:token',
      jsonResponse(
        200,
        tracking({
          last: null,
          stage: 'DELIVERED',
          stageLabel: 'Delivered',
          deliveredAt: '2026-12-08T09:00:00.000Z',
        }),
      ),
    );
    renderApp(`/track/${TOKEN}`);
    expect(await screen.findByText('No position shared yet.')).toBeTruthy();
    expect(screen.getByText('Delivered', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('8 Dec 2026')).toBeTruthy();
  });

  it('says a stopped or unknown link is not valid', async () => {
    network.on(
      'GET /api/track/:token',
      jsonResponse(404, { statusCode: 404, error: 'Not Found', message: TRACKING_NOT_FOUND }),
    );
    renderApp(`/track/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: TRACK_NOT_FOUND_TITLE })).toBeTruthy();
    expect(screen.getByText(TRACKING_NOT_FOUND)).toBeTruthy();
  });
});
