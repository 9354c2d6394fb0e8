import type { ReviewDocument } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { listResponse } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const admin = makeUser({ role: 'admin' });
const PATH = '/dashboard/admin/documents';

beforeAll(async () => {
  await Promise.all([
    import('./documents-page.tsx'),
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

function queued(overrides: Partial<ReviewDocument> = {}): ReviewDocument {
  return {
    id: crypto.randomUUID(),
    type: 'insurance',
    status: 'pending',
    expiresOn: '2027-06-30',
    contentType: 'application/pdf',
    sizeBytes: 20_480,
    originalName: 'insurance-2027.pdf',
    rejectionReason: null,
    reviewedAt: null,
    createdAt: '2026-11-26T08:00:00.000Z',
    transporter: { id: crypto.randomUUID(), fullName: 'Chanda Mwale', companyName: 'Mwale Haulage' },
    ...overrides,
  };
}

const pdfFile = () =>
  new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'Content-Type': 'application/pdf' } });

/** jsdom makes no object URLs: every one is 'blob:document' for the test. */
function objectUrls() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
}

const items = async () =>
  within(await screen.findByRole('list', { name: 'Documents waiting for review' })).getAllByRole('listitem');

describe('Documents (the review queue)', () => {
  it('lists pending documents with the transporter, expiry and file, oldest first as the server sends them', async () => {
    network.on(
      'GET /api/admin/documents',
      listResponse([queued(), queued({ type: 'drivers_licence', originalName: 'licence.png' })], 2),
    );
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Documents', level: 1 })).toBeTruthy();
    const [first, second] = (await items()) as [HTMLElement, HTMLElement];
    for (const text of [
      'Insurance certificate',
      'Mwale Haulage',
      'Chanda Mwale',
      '30 Jun 2027',
      'insurance-2027.pdf (20 KB)',
    ]) {
      expect(first.textContent).toContain(text);
    }
    expect(second.textContent).toContain("Driver's licence");
    expect(network.calls.find((c) => c.url.startsWith('/api/admin/documents'))?.url).toContain(
      'status=pending',
    );
  });

  it('approves only once the document has been opened: View shows it, then Approve is pressed', async () => {
    const doc = queued();
    network.on('GET /api/admin/documents', listResponse([doc], 1));
    network.on('GET /api/documents/:id/file', pdfFile);
    objectUrls();
    network.once('POST /api/admin/documents/:id/approve', jsonResponse(200, { ...doc, status: 'approved' }));
    renderApp(PATH);
    const [item] = (await items()) as [HTMLElement];
    const approve = within(item).getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    expect(approve.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(item).getByText('Open the document before approving it.')).toBeTruthy();
    fireEvent.click(approve);
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(within(item).getByRole('button', { name: /^View the insurance certificate/ }));
    const frame = await within(item).findByTitle('Insurance certificate of Mwale Haulage');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:document');
    await waitFor(() => expect(approve.disabled).toBe(false));
    fireEvent.click(approve);
    expect(await screen.findByText('Document approved')).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/admin/documents/${doc.id}/approve`,
    ]);
    const call = network.calls.find((c) => c.url === `/api/documents/${doc.id}/file`);
    expect(call?.headers.Authorization).toBe('Bearer token');
  });

  it('shows a picture as an image named for the document', async () => {
    const doc = queued({ type: 'drivers_licence', contentType: 'image/png', originalName: 'licence.png' });
    network.on('GET /api/admin/documents', listResponse([doc], 1));
    network.on(
      'GET /api/documents/:id/file',
      () => new Response(new Blob(['png']), { status: 200, headers: { 'Content-Type': 'image/png' } }),
    );
    objectUrls();
    renderApp(PATH);
    const [item] = (await items()) as [HTMLElement];
    fireEvent.click(within(item).getByRole('button', { name: /^View the driver's licence/ }));
    const image = await within(item).findByRole('img', { name: "Driver's licence of Mwale Haulage" });
    expect(image.getAttribute('src')).toBe('blob:document');
    await waitFor(() =>
      expect((within(item).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('rejects only with a reason, which is sent', async () => {
    const doc = queued();
    network.on('GET /api/admin/documents', listResponse([doc], 1));
    renderApp(PATH);
    const [item] = (await items()) as [HTMLElement];
    fireEvent.click(within(item).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the insurance certificate?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    expect(await within(dialog).findByText('Please say why the document is rejected')).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);

    network.once('POST /api/admin/documents/:id/reject', jsonResponse(200, { ...doc, status: 'rejected' }));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The scan is blurred' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    expect(await screen.findByText('Document rejected')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      [`/api/admin/documents/${doc.id}/reject`, { reason: 'The scan is blurred' }],
    ]);
  });

  it('Open in new tab fetches the file with the session, opens it, and lets Approve be pressed', async () => {
    const doc = queued();
    network.on('GET /api/admin/documents', listResponse([doc], 1));
    network.on('GET /api/documents/:id/file', pdfFile);
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    onTestFinished(() => open.mockRestore());
    objectUrls();
    renderApp(PATH);
    const [item] = (await items()) as [HTMLElement];
    fireEvent.click(
      within(item).getByRole('button', { name: /^Open in new tab: the insurance certificate/ }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:document', '_blank'));
    const call = network.calls.find((c) => c.url === `/api/documents/${doc.id}/file`);
    expect(call?.headers.Authorization).toBe('Bearer token');
    await waitFor(() =>
      expect((within(item).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('says so when nothing waits', async () => {
    network.on('GET /api/admin/documents', listResponse([], 0));
    renderApp(PATH);
    expect(await screen.findByText('No documents waiting for review')).toBeTruthy();
  });
});
