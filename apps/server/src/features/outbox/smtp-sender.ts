import { createTransport, type Transporter } from 'nodemailer';
import { DeliveryError, type MailSender, type OutgoingMail } from './senders.ts';

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  permanent?: boolean;
}

/**
 * E-mail through an SMTP server with nodemailer (pooled connections). The Message-ID is
 * `<outbox id@njira>`: a message sent again after a crash carries the same id, so the relay or the
 * receiving client can recognise it (ADR 019b).
 */
export class SmtpMailSender implements MailSender {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    { maxConnections = 2, timeoutMs = 15_000 }: { maxConnections?: number; timeoutMs?: number } = {},
  ) {
    this.transport = createTransport({
      url,
      pool: true,
      maxConnections,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(mail: OutgoingMail, signal: AbortSignal): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.id}@njira>`,
        signal,
      });
    } catch (err) {
      const e = (err ?? {}) as SmtpFailure;
      // The reply code, not the server's text: it may quote the message or the address back.
      const what = e.responseCode ? `SMTP server answered ${e.responseCode}` : `SMTP ${e.code ?? 'error'}`;
      // 5xx (but 503) is a refusal for good, e.g. an unknown mailbox; credentials refused (EAUTH)
      // are the operator's to fix, so those are retried.
      throw new DeliveryError(what, e.permanent === true && e.code !== 'EAUTH');
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
