import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeNetwork } from '../../testing/fake-network.ts';
import { ContactForm } from './contact-form.tsx';
import { validateContactMessage } from './contact-validation.ts';

const success = vi.hoisted(() => vi.fn());
vi.mock('../../components/ui/toast.ts', () => ({ toast: { success } }));
const network = installFakeNetwork();

afterEach(() => {
  success.mockReset();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('landing contact form', () => {
  it('labels every field and explains each missing one on submit', () => {
    render(<ContactForm />);
    send();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Please enter your name', 'Please enter your email', 'Please enter a message']);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveProperty('ariaInvalid', 'true');
    expect(name.getAttribute('aria-describedby')).toBe(screen.getAllByRole('alert')[0]?.id);
    expect(document.activeElement).toBe(name);
    expect(success).not.toHaveBeenCalled();
  });

  it('rejects an invalid email address', () => {
    render(<ContactForm />);
    fill('Name', 'Mwila Banda');
    fill('Email', 'mwila@');
    fill('Message', 'Hello');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
  });

  it('clears the form and shows "Message sent!" without calling any API', async () => {
    render(<ContactForm />);
    fill('Name', 'Mwila Banda');
    fill('Email', 'mwila@example.com');
    fill('Message', 'I have 20 tons of copper to move to Dar es Salaam.');
    send();

    expect(screen.queryByRole('alert')).toBeNull();
    for (const label of ['Name', 'Email', 'Message']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    await waitFor(() => expect(success).toHaveBeenCalledWith('Message sent!', expect.any(String)));
    expect(network.calls).toEqual([]);
  });

  it('clears a field error as soon as the visitor fixes it', () => {
    render(<ContactForm />);
    send();
    fill('Name', 'Mwila');
    fireEvent.input(screen.getByLabelText('Name'));
    expect(screen.queryByText('Please enter your name')).toBeNull();
    expect(screen.getByText('Please enter your email')).toBeTruthy();
  });
});

describe('validateContactMessage', () => {
  it('treats whitespace as empty', () => {
    expect(validateContactMessage({ name: '  ', email: 'a@b.co', message: '\n' })).toEqual({
      name: 'Please enter your name',
      message: 'Please enter a message',
    });
  });
});
