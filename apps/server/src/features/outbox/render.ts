import { type NotificationFacts, notificationLink, notificationMessage, type Role } from '@njira/domain';
import type { OutboxChannel } from '../../db/schema/outbox.ts';

/** An outbox row as the worker claims it, with its notification and the receiver's role if any. */
export interface DueMessage {
  id: string;
  channel: OutboxChannel;
  toEmail: string | null;
  toPhone: string | null;
  subject: string | null;
  body: string | null;
  attempts: number;
  notification: (NotificationFacts & { role: Role }) | null;
}

export type RenderedMessage =
  | { channel: 'email'; to: string; subject: string; text: string }
  | { channel: 'sms'; to: string; message: string };

/** `PUBLIC_URL`, else `http://localhost:PORT` (ADR 004): never a request's Host header. */
export function publicOrigin(config: { PUBLIC_URL?: string | undefined; PORT: number }): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * What is sent for a row. A notification's message is rendered now, from the notification and for
 * its receiver's role (the same text as the bell, the same page as the bell's link); a row written
 * with its own subject and body (a password reset) is sent as it is.
 */
export function renderMessage(row: DueMessage, origin: string): RenderedMessage {
  let subject = row.subject;
  let text = row.body;
  let short = row.body;
  const n = row.notification;
  if (n && text === null) {
    const message = notificationMessage(n);
    const path = notificationLink(n, n.role);
    const url = `${origin}${path ?? '/'}`;
    subject = subject ?? message;
    text = [
      message,
      '',
      `Open it on Njira: ${url}`,
      '',
      '—',
      'You get these e-mails because e-mail notifications are on in your Njira settings.',
    ].join('\n');
    short = path ? `${message} ${url}` : message;
  }
  if (row.channel === 'sms') {
    if (!row.toPhone || short === null) throw new Error('the SMS has no number or no text');
    return { channel: 'sms', to: row.toPhone, message: short };
  }
  if (!row.toEmail || text === null) throw new Error('the e-mail has no address or no text');
  return { channel: 'email', to: row.toEmail, subject: subject ?? 'Njira', text };
}
