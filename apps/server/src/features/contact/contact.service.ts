import {
  type AdminPageQuery,
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_THROTTLED_MESSAGE,
  type ContactMessageInput,
  type ContactMessageView,
} from '@njira/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  type ContactMessageRow,
  countContactMessages,
  insertContactMessage,
  listContactMessages,
} from '../../db/queries/contact-messages.ts';
import { queueMail } from '../../db/queries/password-resets.ts';
import { takeAttempt } from '../auth/throttle.ts';

const perHour = (limit: number) => ({ limit, windowMinutes: 60, message: CONTACT_THROTTLED_MESSAGE });

export const toContactMessageView = (row: ContactMessageRow): ContactMessageView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** The e-mail the platform's contact address gets for one message. */
export function contactMail(input: ContactMessageInput): { subject: string; body: string } {
  return {
    subject: `Message from the website: ${input.name}`,
    body: [
      `${input.name} <${input.email}> wrote through the contact form on the Njira website:`,
      '',
      input.message,
      '',
      '—',
      `Reply to ${input.email}. Admins find every message under Website messages.`,
    ].join('\n'),
  };
}

/**
 * The landing page's 'Send us a message' form (issue 40, item 5): each message is stored and
 * e-mailed to `contactEmail` (CONTACT_EMAIL) through the outbox, in one transaction, so neither is
 * written without the other; the outbox logs it when no SMTP server is configured. At most
 * CONTACT_MESSAGES_PER_HOUR from one address and from one IP address, then 429.
 */
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly contactEmail: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(input: ContactMessageInput, ip: string): Promise<ContactMessageView> {
    await takeAttempt(this.db, `contact:ip:${ip}`, perHour(CONTACT_MESSAGES_PER_HOUR.ip));
    await takeAttempt(
      this.db,
      `contact:email:${input.email.toLowerCase()}`,
      perHour(CONTACT_MESSAGES_PER_HOUR.email),
    );
    const { subject, body } = contactMail(input);
    const row = await this.db.transaction(async (tx) => {
      const mail = await queueMail(tx, { toEmail: this.contactEmail, subject, body });
      return insertContactMessage(tx, { ...input, outboxId: mail?.id ?? null });
    });
    this.log.info(
      { mail: { id: row.outboxId, to: this.contactEmail, subject } },
      'mail queued in the outbox',
    );
    return toContactMessageView(row);
  }

  async list(page: AdminPageQuery): Promise<{ items: ContactMessageView[]; total: number }> {
    const [rows, total] = await Promise.all([
      listContactMessages(this.db, page),
      countContactMessages(this.db),
    ]);
    return { items: rows.map(toContactMessageView), total };
  }
}
