import type { RenderedMessage } from './render.ts';
import { DeliveryError, type MailSender, type SmsSender } from './senders.ts';

/**
 * Renders and sends one outbox message within `timeoutMs`: null when the provider accepted it;
 * otherwise why not, short and without secrets.
 */
export async function deliver(
  senders: { mail: MailSender; sms: SmsSender },
  id: string,
  render: () => RenderedMessage,
  timeoutMs: number,
): Promise<DeliveryError | null> {
  let message: RenderedMessage;
  try {
    message = render();
  } catch (err) {
    // The row is unusable (no address, no text): sending it again cannot help.
    return new DeliveryError(`could not render: ${shortText(err)}`, true);
  }
  const signal = AbortSignal.timeout(timeoutMs);
  let deadline: NodeJS.Timeout | undefined;
  try {
    const sending =
      message.channel === 'email'
        ? senders.mail.send({ id, to: message.to, subject: message.subject, text: message.text }, signal)
        : senders.sms.send({ id, to: message.to, message: message.message }, signal);
    // An adapter that ignored its signal must not hold the row's lock for ever.
    const late = new Promise<never>((_, reject) => {
      deadline = setTimeout(() => reject(new DeliveryError('send timed out')), timeoutMs + 1_000);
    });
    await Promise.race([sending, late]);
    return null;
  } catch (err) {
    return err instanceof DeliveryError ? err : new DeliveryError(`could not send: ${shortText(err)}`);
  } finally {
    clearTimeout(deadline);
  }
}

/** An error's first line, at most 200 characters, with credentials in URLs blanked. */
export function shortText(err: unknown): string {
  // A failed query's own message is its SQL; the cause says what went wrong.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const text = cause instanceof Error ? cause.message : String(cause);
  return (text.split('\n')[0] ?? '').replace(/\/\/[^\s/@]+@/g, '//…@').slice(0, 200);
}
