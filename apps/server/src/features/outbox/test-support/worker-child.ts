// A worker alone in its own process, for the test that kills one mid-send (outbox-kill.test.ts):
// `node --import tsx worker-child.ts` with OUTBOX_TEST_DATABASE_URL and SMS_GATEWAY_URL set.
import pino from 'pino';
import { createDb } from '../../../db/client.ts';
import { HttpSmsSender } from '../http-sms-sender.ts';
import { OutboxWorker } from '../outbox-worker.ts';
import { LogMailSender } from '../senders.ts';

const url = process.env.OUTBOX_TEST_DATABASE_URL;
const gateway = process.env.SMS_GATEWAY_URL;
if (!url || !gateway) throw new Error('OUTBOX_TEST_DATABASE_URL and SMS_GATEWAY_URL are required');

const log = pino({ level: 'warn' });
const { db } = createDb(url, 4);
const worker = new OutboxWorker({
  db,
  mail: new LogMailSender(log),
  sms: new HttpSmsSender(gateway, 'child-token'),
  log,
  origin: 'http://localhost:3000',
  concurrency: 2,
  pollMs: 50,
  sendTimeoutMs: 60_000,
});
worker.start();
process.stdout.write('ready\n');
