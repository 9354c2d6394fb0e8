import type { CarrierDocument, MyDocuments } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { getSession, setSession } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';

const network = installFakeNetwork();
const PATH = '/dashboard/transporter/settings';

beforeAll(async () => {
  await Promise.all([
    import('./settings-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../components/layouts/dashboard-layout.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('token', makeUser({ role: 'transporter' }));
  network.on('GET /api/auth/profile', () => json(200, getSession()?.user));
  network.on('GET /api/wallet', json(200, { wallet: null }));
  network.on('GET /api/settings', json(200, { twoFactorAuth: false }));
  network.on(
    'GET /api/account/two-factor',
    json(200, { enabled: false, recoveryCodesLeft: 0, required: false }),
  );
});

function doc(overrides: Partial<CarrierDocument>): CarrierDocument {
  return {
    id: crypto.randomUUID(),
    type: 'drivers_licence',
    status: 'pending',
    expiresOn: '2099-06-30',
    contentType: 'application/pdf',
    sizeBytes: 2048,
    originalName: 'licence.pdf',
    rejectionReason: null,
    reviewedAt: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

async function card() {
  const heading = await screen.findByRole('heading', { name: /Verification/ });
  return heading.closest('div.rounded-xl') as HTMLElement;
}

describe('the Verification card', () => {
  it('says where each required document stands', async () => {
    const answer: MyDocuments = {
      verified: false,
      documents: [
        doc({ type: 'drivers_licence', status: 'approved', expiresOn: '2099-06-30' }),
        doc({ type: 'vehicle_registration', status: 'pending' }),
        doc({ type: 'insurance', status: 'rejected', rejectionReason: 'The scan is blurred' }),
      ],
    };
    network.on('GET /api/documents', json(200, answer));
    renderApp(PATH);
    const list = await screen.findByRole('list', { name: 'Your documents' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      expect.stringContaining("Driver's licenceApproved until 30 Jun 2099"),
      expect.stringContaining('Vehicle registrationPending review'),
      expect.stringContaining('Insurance certificateRejected: The scan is blurred'),
      expect.stringContaining('Company registrationMissing'),
    ]);
    expect(within(await card()).queryByText('Verified')).toBeNull();
  });

  it('shows the Verified badge once every document is approved', async () => {
    network.on(
      'GET /api/documents',
      json(200, {
        verified: true,
        documents: (
          ['drivers_licence', 'vehicle_registration', 'insurance', 'company_registration'] as const
        ).map((type) => doc({ type, status: 'approved' })),
      }),
    );
    renderApp(PATH);
    const list = await screen.findByRole('list', { name: 'Your documents' });
    expect(within(list).getAllByText(/^Approved until/)).toHaveLength(4);
    expect(within(await card()).getByText('Verified')).toBeTruthy();
  });

  it('checks the form before sending, then uploads the fields before the file as multipart', async () => {
    renderApp(PATH);
    const form = await screen.findByRole('form', { name: 'Upload a document' });
    // The first missing type is chosen for you.
    expect((within(form).getByLabelText('Document type') as HTMLSelectElement).value).toBe('drivers_licence');
    fireEvent.click(within(form).getByRole('button', { name: 'Upload document' }));
    expect(await within(form).findByText('Please enter the expiry date')).toBeTruthy();
    expect(within(form).getByText('Choose a file to upload')).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Document type'), { target: { value: 'insurance' } });
    fireEvent.change(within(form).getByLabelText('Expiry date'), { target: { value: '2099-01-31' } });
    const file = new File(['%PDF-1.4'], 'insurance.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByLabelText('File'), { target: { files: [file] } });
    network.once('POST /api/documents', json(201, doc({ type: 'insurance' })));
    fireEvent.click(within(form).getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('Document uploaded')).toBeTruthy();
    const post = network.calls.find((c) => c.method === 'POST');
    const body = post?.init.body as FormData;
    expect([...body.keys()]).toEqual(['type', 'expiresOn', 'file']);
    expect(body.get('type')).toBe('insurance');
    expect(body.get('expiresOn')).toBe('2099-01-31');
    expect((body.get('file') as File).name).toBe('insurance.pdf');
    expect(post?.headers['Content-Type']).toBeUndefined();
    expect(post?.headers['Idempotency-Key']).toBeTruthy();
  });

  for (const [status, message] of [
    [400, 'Upload a PDF, JPEG or PNG file'],
    [413, 'The file is larger than 5 MB'],
  ] as const) {
    it(`shows the server's ${status} under the form and keeps the chosen type and date`, async () => {
      renderApp(PATH);
      const form = await screen.findByRole('form', { name: 'Upload a document' });
      fireEvent.change(within(form).getByLabelText('Document type'), {
        target: { value: 'company_registration' },
      });
      fireEvent.change(within(form).getByLabelText('Expiry date'), { target: { value: '2099-02-28' } });
      const file = new File(['MZ'], 'registration.pdf', { type: 'application/pdf' });
      fireEvent.change(within(form).getByLabelText('File'), { target: { files: [file] } });
      network.once('POST /api/documents', json(status, { statusCode: status, error: 'Refused', message }));
      fireEvent.click(within(form).getByRole('button', { name: 'Upload document' }));
      expect(await within(form).findByText(message)).toBeTruthy();
      await waitFor(() =>
        expect((within(form).getByLabelText('Document type') as HTMLSelectElement).value).toBe(
          'company_registration',
        ),
      );
      expect((within(form).getByLabelText('Expiry date') as HTMLInputElement).value).toBe('2099-02-28');
    });
  }

  it('is not on a cargo owner’s settings', async () => {
    setSession('token', makeUser({ role: 'cargo-owner' }));
    renderApp('/dashboard/cargo-owner/settings');
    await screen.findByRole('heading', { name: /Mobile Money/ });
    expect(screen.queryByRole('heading', { name: /Verification/ })).toBeNull();
    expect(network.calls.some((c) => c.url === '/api/documents')).toBe(false);
  });
});
