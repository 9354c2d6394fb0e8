import type { PublicProfile } from '@njira/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { setSession } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';

const network = installFakeNetwork();
const owner = makeUser({ role: 'cargo-owner' });
const CARRIER = '7d3b4c5d-6e7f-4a81-9b2c-3d4e5f6a7b8c';

beforeAll(async () => {
  await Promise.all([
    import('./public-profile-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
  ]);
});

function open(reply: Response) {
  setSession('token', owner);
  network.on('GET /api/auth/profile', jsonResponse(200, owner));
  network.on('GET /api/profiles/:id', reply);
  renderApp(`/dashboard/cargo-owner/profiles/${CARRIER}`);
}

describe('another user’s profile', () => {
  it('shows the name, company, role, Verified badge, rating and member since', async () => {
    const profile: PublicProfile = {
      id: CARRIER,
      fullName: 'Bwalya Banda',
      companyName: 'Banda Transport',
      role: 'transporter',
      verified: true,
      memberSince: '2025-03-12T10:00:00Z',
      rating: { average: 4.5, count: 2 },
    };
    open(jsonResponse(200, profile));
    expect(await screen.findByRole('heading', { name: 'Bwalya Banda', level: 2 })).toBeTruthy();
    expect(screen.getByText('Banda Transport')).toBeTruthy();
    expect(screen.getByText('Transporter')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Member since March 2025')).toBeTruthy();
    expect(screen.getByText(/4\.5/)).toBeTruthy();
    expect(network.calls.some((c) => c.url === `/api/profiles/${CARRIER}`)).toBe(true);
  });

  it('a profile the server will not show (private, or missing) reads as not available', async () => {
    open(jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'User not found' }));
    expect(await screen.findByText('Profile not available')).toBeTruthy();
    expect(screen.getByText('This profile is private, or it does not exist.')).toBeTruthy();
  });

  it('a failed call says so with Try Again, which asks again', async () => {
    // A 4xx other than 404 (the query does not retry it): the throttle's answer.
    open(jsonResponse(429, { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests' }));
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('Error loading profile');
    const calls = () => network.calls.filter((c) => c.url === `/api/profiles/${CARRIER}`).length;
    const before = calls();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls()).toBe(before + 1));
  });
});
