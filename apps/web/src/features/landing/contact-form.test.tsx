import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeNetwork } from '../../testing/fake-network.ts';
import { ContactForm } from './contact-form.tsx';
import { contactMessageSchema } from './contact-schema.ts';

const { success, error } = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../components/ui/toast.ts', () => ({ toast: { success, error } }));
const network = installFakeNetwork();

afterEach(() => {
  success.mockReset();
  error.mockReset();
});

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

  it('clears the form and shows "Message sent!" without calling any API', async () => {
    render(<ContactForm />);
    fill('Name', 'Mwila Banda');
    fill('Email', 'mwila@example.com');
    fill('Message', 'I have 20 tons of copper to move to Dar es Salaam.');
    send();

    await waitFor(() => expect(success).toHaveBeenCalledWith('Message sent!', expect.any(String)));
    expect(screen.queryByRole('alert')).toBeNull();
    for (const label of ['Name', 'Email', 'Message']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    expect(error).not.toHaveBeenCalled();
    expect(network.calls).toEqual([]);
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
