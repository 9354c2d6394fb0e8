import { CONTACT_THROTTLED_MESSAGE, contactMessageSchema } from '@njira/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE } from '../../lib/api-client.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { ContactForm } from './contact-form.tsx';

const { success, error } = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../components/ui/toast.ts', () => ({ toast: { success, error } }));
const network = installFakeNetwork();

afterEach(() => {
  success.mockReset();
  error.mockReset();
  vi.restoreAllMocks();
});

const VISITOR = {
  name: 'Mwila Banda',
  email: 'mwila@example.com',
  message: 'I have 20 tons of copper to move to Dar es Salaam.',
};
const fillAll = () => {
  fill('Name', VISITOR.name);
  fill('Email', VISITOR.email);
  fill('Message', VISITOR.message);
};
const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('landing contact form', () => {
  it('labels every field and explains each missing one on submit', async () => {
    render(<ContactForm />);
    send();
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual(['Please enter your name', 'Please enter your email', 'Please enter a message']);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveProperty('ariaInvalid', 'true');
    expect(name.getAttribute('aria-describedby')).toBe(screen.getAllByRole('alert')[0]?.id);
    expect(document.activeElement).toBe(name);
    expect(error).toHaveBeenCalledWith('Validation Error', 'Please fix the errors in the form.');
    expect(success).not.toHaveBeenCalled();
  });

  it('rejects an invalid email address', async () => {
    render(<ContactForm />);
    fill('Name', 'Mwila Banda');
    fill('Email', 'mwila@');
    fill('Message', 'Hello');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('sends the message to POST /api/contact, then clears the form and shows "Message sent!"', async () => {
    network.once('POST /api/contact', jsonResponse(201, { ok: true, message: 'Thank you' }));
    render(<ContactForm />);
    fillAll();
    send();

    await waitFor(() => expect(success).toHaveBeenCalledWith('Message sent!', expect.any(String)));
    expect(network.calls.map((c) => [c.method, c.url, c.body])).toEqual([['POST', '/api/contact', VISITOR]]);
    expect(network.calls[0]?.headers.Authorization).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
    for (const label of ['Name', 'Email', 'Message']) expect(fieldValue(label)).toBe('');
    expect(error).not.toHaveBeenCalled();
  });

  it('says why when the server refuses it (too many messages) and keeps what was typed', async () => {
    network.once('POST /api/contact', jsonResponse(429, { message: CONTACT_THROTTLED_MESSAGE }));
    render(<ContactForm />);
    fillAll();
    send();

    await waitFor(() => expect(error).toHaveBeenCalledWith('Message not sent', CONTACT_THROTTLED_MESSAGE));
    expect(success).not.toHaveBeenCalled();
    expect([fieldValue('Name'), fieldValue('Email'), fieldValue('Message')]).toEqual([
      VISITOR.name,
      VISITOR.email,
      VISITOR.message,
    ]);
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it('offline: sends nothing, says so with the app’s offline message, and keeps the input', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ContactForm />);
    fillAll();
    send();

    await waitFor(() => expect(error).toHaveBeenCalledWith('Message not sent', OFFLINE_MESSAGE));
    expect(network.calls).toEqual([]);
    expect(fieldValue('Message')).toBe(VISITOR.message);
  });

  it('clears a field error as soon as the visitor fixes it', async () => {
    render(<ContactForm />);
    send();
    await screen.findByText('Please enter your name');
    fill('Name', 'Mwila');
    fireEvent.input(screen.getByLabelText('Name'));
    expect(screen.queryByText('Please enter your name')).toBeNull();
    expect(screen.getByText('Please enter your email')).toBeTruthy();
  });
});

describe('contactMessageSchema', () => {
  it('treats whitespace as empty', () => {
    const result = contactMessageSchema.safeParse({ name: '  ', email: 'a@b.co', message: '\n' });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({ name: 'Please enter your name', message: 'Please enter a message' });
  });
});
