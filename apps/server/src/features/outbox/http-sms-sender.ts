import { DeliveryError, type OutgoingSms, type SmsSender } from './senders.ts';

/** Answers that say the request itself is wrong (a bad number, a text too long): retrying cannot help. */
const PERMANENT = new Set([400, 404, 410, 413, 422]);

/**
 * SMS through an HTTP gateway: `POST <url>` with JSON `{to, message, reference}`, the outbox id as
 * `reference` and as the `Idempotency-Key` header, so a message sent again after a crash is the
 * same request to the gateway, which drops it (ADR 019b). Any 2xx is accepted.
 */
export class HttpSmsSender implements SmsSender {
  readonly kind = 'http';
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(sms: OutgoingSms, signal: AbortSignal): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': sms.id,
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify({ to: sms.to, message: sms.message, reference: sms.id }),
        signal,
        redirect: 'error',
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      throw new DeliveryError(
        timedOut ? 'SMS gateway timed out' : `SMS gateway unreachable${cause ? ` (${cause})` : ''}`,
      );
    }
    // Read to the end so the connection is reused; never put into the error: it may echo the text.
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return;
    throw new DeliveryError(`SMS gateway answered ${res.status}`, PERMANENT.has(res.status));
  }

  async close(): Promise<void> {}
}
