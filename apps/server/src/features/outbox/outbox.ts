import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpSmsSender } from './http-sms-sender.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { publicOrigin } from './render.ts';
import { LogMailSender, LogSmsSender, type MailSender, type SmsSender } from './senders.ts';
import { SmtpMailSender } from './smtp-sender.ts';

/** Messages in flight at once per instance; each holds one pooled connection while it is sent. */
export const OUTBOX_CONCURRENCY = 2;

/** The providers the configuration names, or the log when it names none. */
export function sendersFor(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'SMS_GATEWAY_URL' | 'SMS_GATEWAY_TOKEN'>,
  log: FastifyBaseLogger,
): { mail: MailSender; sms: SmsSender } {
  return {
    mail: config.SMTP_URL
      ? new SmtpMailSender(config.SMTP_URL, config.MAIL_FROM, { maxConnections: OUTBOX_CONCURRENCY })
      : new LogMailSender(log),
    sms: config.SMS_GATEWAY_URL
      ? new HttpSmsSender(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN)
      : new LogSmsSender(log),
  };
}

/** The instance's worker, built from the configuration (app.ts starts it when OUTBOX_WORKER is on). */
export function createOutboxWorker(db: Db, config: Config, log: FastifyBaseLogger): OutboxWorker {
  const { mail, sms } = sendersFor(config, log);
  // Which providers, never their addresses: SMTP_URL may carry a password.
  log.info({ outbox: { mail: mail.kind, sms: sms.kind } }, 'outbox worker configured');
  return new OutboxWorker({
    db,
    mail,
    sms,
    log,
    origin: publicOrigin(config),
    concurrency: OUTBOX_CONCURRENCY,
  });
}
