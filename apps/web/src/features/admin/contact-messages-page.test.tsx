import type { ContactMessageView } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { listResponse } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const admin = makeUser({ role: 'admin' });
const PATH = '/dashboard/admin/contact-messages';

const makeMessage = (n: number, overrides: Partial<ContactMessageView> = {}): ContactMessageView => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  message: `Message ${n}`,
  createdAt: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

beforeAll(async () => {
  await Promise.all([
    import('./contact-messages-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});
beforeEach(() => {
  setSession('token', admin);
  network.on('GET /api/auth/profile', jsonResponse(200, admin));
});
afterEach(() => toast.dismiss());

describe('Messages from the website', () => {
  it('lists each message with who sent it, a mail link, when and the text, and loads more', async () => {
    network.once(
      'GET /api/admin/contact-messages',
      listResponse(
        [makeMessage(1, { name: 'Mwila Banda', email: 'mwila@example.com', message: 'Line one\nLine two' })],
        2,
      ),
    );
    network.once('GET /api/admin/contact-messages', listResponse([makeMessage(2)], 2));
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Messages from the website', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Messages from the website' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Mwila Banda' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'mwila@example.com' }).getAttribute('href')).toBe(
      'mailto:mwila@example.com',
    );
    expect(first.textContent).toContain('Line one\nLine two');
    expect(screen.getByText('Showing 1 of 2 messages')).toBeTruthy();
    expect(network.calls.find((c) => c.url.startsWith('/api/admin/contact-messages'))?.url).toBe(
      '/api/admin/contact-messages?limit=20&offset=0',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('heading', { name: 'Visitor 2' })).toBeTruthy();
    const listCalls = network.calls.filter((c) => c.url.startsWith('/api/admin/contact-messages'));
    expect(listCalls.at(-1)?.url).toBe('/api/admin/contact-messages?limit=20&offset=1');
  });

  it('says so when there are none, and is in the admin menu', async () => {
    network.on('GET /api/admin/contact-messages', listResponse([], 0));
    renderApp(PATH);
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Website messages' });
    expect(link.getAttribute('href')).toBe(PATH);
  });

  it('says the list could not be loaded, with Try Again', async () => {
    network.on(
      'GET /api/admin/contact-messages',
      jsonResponse(400, { message: 'limit must be at most 100' }),
    );
    renderApp(PATH);
    await waitFor(() => expect(screen.getAllByText('Error loading messages').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
