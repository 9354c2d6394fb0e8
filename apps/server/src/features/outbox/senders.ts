import type { FastifyBaseLogger } from 'fastify';

/** One e-mail as the worker hands it to a sender; `id` is the outbox id (the idempotency key). */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** One SMS; `id` is the outbox id (the idempotency key). */
export interface OutgoingSms {
  id: string;
  to: string;
  message: string;
}

/**
 * A provider adapter. `send` resolves once the provider has accepted the message and rejects
 * otherwise (a `DeliveryError` says whether a retry can help); it stops when `signal` aborts.
 */
export interface Sender<M> {
  /** 'log' when the message only goes to the log (no provider configured). */
  readonly kind: string;
  send(message: M, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}
export type MailSender = Sender<OutgoingMail>;
export type SmsSender = Sender<OutgoingSms>;

/** A refused delivery. `permanent`: the provider will refuse this message again, do not retry. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

type Log = Pick<FastifyBaseLogger, 'info'>;

/** No SMTP server configured: the envelope goes to the log. Never the body (a reset link, ADR 004). */
export class LogMailSender implements MailSender {
  readonly kind = 'log';
  constructor(private readonly log: Log) {}
  async send(mail: OutgoingMail): Promise<void> {
    this.log.info(
      { outbox: { id: mail.id, channel: 'email', to: mail.to, subject: mail.subject } },
      'e-mail logged, not sent (SMTP_URL is not set)',
    );
  }
  async close(): Promise<void> {}
}

/** No SMS gateway configured: the envelope goes to the log, not the text. */
export class LogSmsSender implements SmsSender {
  readonly kind = 'log';
  constructor(private readonly log: Log) {}
  async send(sms: OutgoingSms): Promise<void> {
    this.log.info(
      { outbox: { id: sms.id, channel: 'sms', to: sms.to } },
      'SMS logged, not sent (SMS_GATEWAY_URL is not set)',
    );
  }
  async close(): Promise<void> {}
}
