import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string | undefined;
  from: string | undefined;
  to: string[];
  subject: string | undefined;
  /** The text part, transfer-decoded. */
  text: string;
  raw: string;
}

/**
 * A local SMTP server that keeps what it receives; `reject(rcpt)` may refuse a recipient with an
 * SMTP code (e.g. 550 for an unknown mailbox, 451 for "try later").
 */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = [];
  let rejectCode: (rcpt: string) => number | undefined = () => undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = rejectCode(address.address);
      if (!code) return callback();
      const err = new Error(code >= 500 ? 'No such mailbox' : 'Try again later') as Error & {
        responseCode: number;
      };
      err.responseCode = code;
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ ...parse(raw), to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    reject(fn: (rcpt: string) => number | undefined) {
      rejectCode = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;

/** Enough of RFC 5322 and MIME for one text part: headers, then a 7bit, base64 or quoted-printable body. */
function parse(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    head
      .split('\r\n')
      .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim();
  const encoding = header('Content-Transfer-Encoding')?.toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return {
    messageId: header('Message-ID'),
    from: header('From'),
    subject: decodeWords(header('Subject')),
    text: text.replace(/\r\n/g, '\n').replace(/\n$/, ''),
  };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string | undefined): string | undefined {
  if (!value) return value;
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
