import { CONTACT_HELD_BACK, type Conversation, formatTimeOfDay, type Message } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { setSession } from '../../lib/session.ts';
import { fakeEventStreams } from '../../testing/event-stream.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';

const network = installFakeNetwork();
const transporter = makeUser({ role: 'transporter' });
const QUOTE = '5b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const CONVERSATION = '6c2a3b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

beforeAll(async () => {
  await Promise.all([
    import('./messages-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
  ]);
});

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION,
    quoteId: QUOTE,
    shipmentId: null,
    load: { cargo: 'Copper cathodes', fromLocation: 'Kitwe', toLocation: 'Lusaka' },
    owner: { id: 'owner-1', fullName: 'Mutale Phiri', companyName: 'Phiri Mining' },
    transporter: { id: transporter.id, fullName: transporter.fullName, companyName: transporter.companyName },
    lastMessage: null,
    unreadCount: 0,
    stage: 'load',
    writable: true,
    contactAllowed: false,
    readOnlyReason: null,
    ...overrides,
  };
}

function message(id: number, body: string, mine: boolean): Message {
  return {
    id,
    conversationId: CONVERSATION,
    senderId: mine ? transporter.id : 'owner-1',
    senderName: mine ? transporter.companyName : 'Phiri Mining',
    mine,
    body,
    createdAt: new Date().toISOString(),
    reportedByMe: false,
  };
}

function open(messages: Message[]) {
  setSession('token', transporter);
  network.on('GET /api/auth/profile', jsonResponse(200, transporter));
  network.on('GET /api/conversations', jsonResponse(200, [conversation()]));
  network.on('GET /api/conversations/:id/messages', () => jsonResponse(200, { messages, hasMore: false }));
  renderApp('/dashboard/transporter/messages');
}

const messageBox = () => screen.findByLabelText('Message');
const panel = async () =>
  (await screen.findByRole('heading', { name: 'Messages with Phiri Mining', level: 2 })).closest(
    '.rounded-xl',
  ) as HTMLElement;

describe('the conversation panel', () => {
  it('sends a message, clears the box and shows it in the thread', async () => {
    const thread = [message(1, 'Yes, 20 pallets.', false)];
    open(thread);
    network.on('POST /api/quotes/:id/messages', (call) => {
      const sent = message(2, (call.body as { body: string }).body, true);
      thread.push(sent);
      return jsonResponse(201, { message: sent, conversationId: CONVERSATION });
    });
    const box = await messageBox();
    fireEvent.change(box, { target: { value: '  Is there a forklift?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await within(await panel()).findByText('Is there a forklift?')).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    const post = network.calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(`/api/quotes/${QUOTE}/messages`);
    expect(post?.body).toEqual({ body: 'Is there a forklift?' });
    expect(post?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('shows each message’s time of day (issue 40), not only how long ago', async () => {
    const older = { ...message(1, 'Loading starts at six.', false), createdAt: '2026-03-18T08:05:00Z' };
    const today = { ...message(2, 'On my way.', true), createdAt: new Date().toISOString() };
    open([older, today]);
    const thread = await panel();
    // 08:05 UTC is 10:05 in Lusaka.
    expect(await within(thread).findByText('18 Mar 2026, 10:05')).toBeTruthy();
    expect(within(thread).getByText(formatTimeOfDay(today.createdAt))).toBeTruthy();
    expect(within(thread).queryByText('Just now')).toBeNull();
  });

  it('says why a phone number was held back and keeps the typed text', async () => {
    open([]);
    network.on('POST /api/quotes/:id/messages', () =>
      jsonResponse(422, { statusCode: 422, error: 'Unprocessable Entity', message: CONTACT_HELD_BACK }),
    );
    const box = await messageBox();
    fireEvent.change(box, { target: { value: 'Call me on 0971234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_HELD_BACK);
    expect((box as HTMLTextAreaElement).value).toBe('Call me on 0971234567');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('appends a message the other party sends, without a reload', async () => {
    const events = fakeEventStreams(network);
    const thread = [message(1, 'Is the cargo palletised?', true)];
    open(thread);
    const stream = await events.next();
    const list = await within(await panel()).findByRole('list', { name: 'Messages with Phiri Mining' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    thread.push(message(2, 'Yes, 20 pallets.', false));
    stream.send('message', { conversationId: CONVERSATION, quoteId: QUOTE, messageId: 2 });
    expect(await within(list).findByText('Yes, 20 pallets.')).toBeTruthy();
  });

  it('opens on the newest page and shows earlier messages on demand, in order', async () => {
    // 60 messages: the server answers the newest 50, then the 10 before message 11.
    const all = Array.from({ length: 60 }, (_, i) => message(i + 1, `Message number ${i + 1}`, i % 2 === 0));
    setSession('token', transporter);
    network.on('GET /api/auth/profile', jsonResponse(200, transporter));
    network.on('GET /api/conversations', jsonResponse(200, [conversation()]));
    network.on('GET /api/conversations/:id/messages', (call) => {
      const before = Number(new URL(call.url, 'http://app.test').searchParams.get('before') ?? Infinity);
      const older = all.filter((m) => m.id < before);
      return jsonResponse(200, { messages: older.slice(-50), hasMore: older.length > 50 });
    });
    renderApp('/dashboard/transporter/messages');
    const list = await within(await panel()).findByRole('list', { name: 'Messages with Phiri Mining' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(within(list).queryByText('Message number 10')).toBeNull();

    fireEvent.click(within(await panel()).getByRole('button', { name: 'Show earlier messages' }));
    expect(await within(list).findByText('Message number 10')).toBeTruthy();
    const shown = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);
    expect(shown).toEqual(all.map((m) => m.body));
    expect(network.calls.filter((c) => c.url.includes('/messages')).map((c) => c.url)).toContain(
      `/api/conversations/${CONVERSATION}/messages?before=11`,
    );
    // Nothing earlier: the button goes.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull());
  });

  it('shows a read-only conversation with its reason and no box', async () => {
    setSession('token', transporter);
    network.on('GET /api/auth/profile', jsonResponse(200, transporter));
    const reason = 'This load was booked with another transporter, so this conversation is read-only.';
    network.on(
      'GET /api/conversations',
      jsonResponse(200, [conversation({ writable: false, stage: 'closed', readOnlyReason: reason })]),
    );
    network.on('GET /api/conversations/:id/messages', jsonResponse(200, { messages: [], hasMore: false }));
    renderApp('/dashboard/transporter/messages');
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByLabelText('Message')).toBeNull();
  });
});
