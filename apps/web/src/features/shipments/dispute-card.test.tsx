import type { ShipmentDispute, ShipmentPayment } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { NO_DELIVERY } from '../../testing/delivery-factories.ts';
import { makeDisputePhoto, makeShipmentDispute } from '../../testing/dispute-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { makeShipmentPayment } from '../../testing/payment-factories.ts';
import { makeShipment } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const owner = makeUser({ role: 'cargo-owner' });
const transporter = makeUser({ role: 'transporter' });
const REASON = 'Two pallets arrived crushed and wet.';
const ANSWER = 'The pallets were dry and whole at loading: see the photo taken at the gate.';

beforeAll(async () => {
  await Promise.all([
    import('./owner-shipment-page.tsx'),
    import('./shipment-details-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});
beforeEach(() => {
  network.on('GET /api/shipments/:id/delivery', jsonResponse(200, NO_DELIVERY));
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:photo-${++made}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => toast.dismiss());

const disputedPayment = (id: string): ShipmentPayment =>
  makeShipmentPayment({
    shipmentId: id,
    status: 'disputed',
    dispute: { reason: REASON, openedAt: '2026-11-26T09:30:00.000Z' },
  });

/** The shipment page of a delivered, disputed shipment as `as` sees it; the Dispute card. */
async function open(as: 'cargo-owner' | 'transporter', dispute: Partial<ShipmentDispute>) {
  const user = as === 'cargo-owner' ? owner : transporter;
  setSession('token', user);
  network.on('GET /api/auth/profile', jsonResponse(200, user));
  const shipment = makeShipment({ status: 'DELIVERED', progress: 100 });
  network.on('GET /api/shipments/:id', jsonResponse(200, shipment));
  network.on('GET /api/shipments/:id/payment', jsonResponse(200, disputedPayment(shipment.id)));
  const shown = makeShipmentDispute({ shipmentId: shipment.id, reason: REASON, ...dispute });
  network.on('GET /api/shipments/:id/dispute', jsonResponse(200, { dispute: shown }));
  renderApp(`/dashboard/${as}/shipment/${shipment.id}`);
  const heading = await screen.findByRole('heading', { name: 'Dispute', level: 2 });
  const card = heading.closest('.rounded-xl');
  if (!(card instanceof HTMLElement)) throw new Error('no dispute card');
  return { shipment, card: within(card), shown };
}

const photo = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

describe('the dispute, for the transporter', () => {
  it('shows the reason and answers once with a photo: checked, kept on a refusal, then shown', async () => {
    const { card, shown } = await open('transporter', {
      canAnswer: true,
      photos: [makeDisputePhoto()],
    });
    expect(card.getByText(REASON)).toBeTruthy();
    expect(card.getByText('The transporter has not answered yet')).toBeTruthy();
    const form = card.getByRole('form', { name: 'Answer the dispute' });
    expect(within(form).getByText(/Your answer is final: it cannot be changed once sent\./)).toBeTruthy();
    const input = within(form).getByLabelText('Photos (optional)') as HTMLInputElement;
    expect([input.accept, input.getAttribute('capture')]).toEqual(['image/*', 'environment']);

    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText('Please write your answer')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Your answer'), { target: { value: 'Not me' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText('Please give at least 10 characters')).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Your answer'), { target: { value: ANSWER } });
    fireEvent.change(input, { target: { files: [photo('gate.jpg')] } });
    network.once(
      'POST /api/shipments/:id/dispute/answer',
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message:
          'The photo could not be read as a picture: take it again, or choose a JPEG, PNG or WebP image',
      }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText(/^Answer not sent: The photo could not be read/)).toBeTruthy();
    expect((within(form).getByLabelText('Your answer') as HTMLTextAreaElement).value).toBe(ANSWER);
    expect(within(form).getAllByRole('img', { name: 'Chosen 1: gate.jpg' })).toHaveLength(1);

    const answered = {
      ...shown,
      canAnswer: false,
      answer: { text: ANSWER, answeredBy: 'Mwale Haulage', answeredAt: '2026-11-27T10:00:00.000Z' },
      photos: [...shown.photos, makeDisputePhoto({ side: 'transporter', addedBy: 'Mwale Haulage' })],
    };
    network.once('POST /api/shipments/:id/dispute/answer', jsonResponse(200, { dispute: answered }));
    network.on('GET /api/shipments/:id/dispute', jsonResponse(200, { dispute: answered }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent')).toBeTruthy();
    await waitFor(() => expect(card.queryByRole('form', { name: 'Answer the dispute' })).toBeNull());
    expect(card.getByText(ANSWER)).toBeTruthy();
    expect(card.getByText(/Transporter’s answer · Mwale Haulage/)).toBeTruthy();
    const body = network.calls.filter((c) => c.method === 'POST').at(-1)?.init.body as FormData;
    expect([...body.keys()]).toEqual(['answer', 'photos']);
    expect(body.get('answer')).toBe(ANSWER);
  });
});

describe('the dispute, for the cargo owner', () => {
  it('shows the answer and both sides’ photos on request, with who added each and when', async () => {
    const { card } = await open('cargo-owner', {
      answer: { text: ANSWER, answeredBy: 'Mwale Haulage', answeredAt: '2026-11-27T10:00:00.000Z' },
      photos: [
        makeDisputePhoto(),
        makeDisputePhoto({
          side: 'transporter',
          addedBy: 'Mwale Haulage',
          addedAt: '2026-11-27T10:00:00.000Z',
        }),
      ],
      photosLeft: 2,
    });
    network.on('GET /api/shipments/:id/dispute/photos/:photoId', () => {
      return new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), {
        status: 200,
        headers: { 'content-type': 'image/jpeg' },
      });
    });
    expect(card.getByText(ANSWER)).toBeTruthy();
    expect(card.queryByRole('form', { name: 'Answer the dispute' })).toBeNull();
    // Nothing fetched until asked for: a prepaid bundle is spent on what is wanted.
    expect(network.calls.some((c) => c.url.includes('/dispute/photos/'))).toBe(false);
    fireEvent.click(card.getByRole('button', { name: 'Show photos (2)' }));

    const mine = await card.findByRole('img', { name: 'Photo 1 from the cargo owner' });
    const theirs = await card.findByRole('img', { name: 'Photo 1 from the transporter' });
    expect(mine.closest('a')?.getAttribute('target')).toBe('_blank');
    expect(theirs.closest('a')?.getAttribute('href')).toMatch(/^blob:photo-/);
    const fromTransporter = card.getByRole('list', { name: 'Photos from the transporter' });
    expect(fromTransporter.textContent).toContain('Mwale Haulage, 27 Nov 2026');
  });

  it('adds photos to the open dispute, up to what its side has left', async () => {
    const { shipment, card, shown } = await open('cargo-owner', { photosLeft: 1 });
    const input = card.getByLabelText('Add photos to the dispute') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [photo('a.jpg'), photo('b.jpg')] } });
    expect(card.getAllByRole('img', { name: /^Chosen \d/ })).toHaveLength(1);
    network.once(
      'POST /api/shipments/:id/dispute/photos',
      jsonResponse(200, { dispute: { ...shown, photosLeft: 0, photos: [makeDisputePhoto()] } }),
    );
    fireEvent.click(card.getByRole('button', { name: 'Send photo' }));
    expect(await screen.findByText('Photos added')).toBeTruthy();
    await waitFor(() => expect(card.queryByLabelText('Add photos to the dispute')).toBeNull());
    const post = network.calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(`/api/shipments/${shipment.id}/dispute/photos`);
    const body = post?.init.body as FormData;
    expect([...body.keys()]).toEqual(['photos']);
  });

  it('once resolved, says how, and offers nothing more to send', async () => {
    const { card } = await open('cargo-owner', {
      resolution: { outcome: 'partial_refund', refunded: 5_000, resolvedAt: '2026-11-28T08:00:00.000Z' },
    });
    expect(card.getByText(/Refund part, release the rest \(K 5,000 refunded\)/)).toBeTruthy();
    expect(card.queryByLabelText('Add photos to the dispute')).toBeNull();
  });
});
