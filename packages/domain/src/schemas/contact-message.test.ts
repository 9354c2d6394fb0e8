import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX, contactMessageSchema } from './contact-message.ts';

const messagesOf = (input: unknown) =>
  Object.fromEntries(
    (contactMessageSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('contactMessageSchema (the landing form and POST /api/contact)', () => {
  it('asks for each field with the form’s own words, and a well-formed address', () => {
    expect(messagesOf({ name: ' ', email: '', message: '\n' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
      message: 'Please enter a message',
    });
    expect(messagesOf({ name: 'Mwila', email: 'mwila@', message: 'Hi' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(messagesOf({})).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
      message: 'Please enter a message',
    });
  });

  it('bounds every field', () => {
    expect(
      messagesOf({
        name: 'n'.repeat(CONTACT_MESSAGE_MAX.name + 1),
        email: `${'e'.repeat(CONTACT_MESSAGE_MAX.email)}@x.co`,
        message: 'm'.repeat(CONTACT_MESSAGE_MAX.message + 1),
      }),
    ).toEqual({
      name: 'Name must be at most 100 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at most 5000 characters',
    });
  });

  it('removes control characters, keeping the message’s line breaks, and trims', () => {
    expect(
      contactMessageSchema.parse({
        name: ' Mwila\u0000 Banda\u0007 ',
        email: 'mwila@example.com\u0000',
        message: 'Line one\r\nLine\u000c two\tend\u0085\ud800',
      }),
    ).toEqual({ name: 'Mwila Banda', email: 'mwila@example.com', message: 'Line one\r\nLine two\tend' });
  });
});
