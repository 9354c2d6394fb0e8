import { PAYMENT_PROMPT_WINDOW_MINUTES, paymentPromptRefusal } from '@njira/domain';
import type { Tx } from '../../db/client.ts';
import { countRecentPrompts, lockPromptsTo } from '../../db/queries/money-transfers.ts';
import type { Caller } from '../../lib/caller.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';

/**
 * Whether one more payment prompt may go out (issue 39, item 8): within the window at most so many to
 * one number, for one shipment and by one owner (`paymentPromptRefusal`), else 429. The number's
 * lock makes two owners prompting one phone at once count each other; the shipment's lock is the
 * caller's.
 */
export async function checkPromptAllowed(
  tx: Tx,
  caller: Caller,
  shipmentId: string,
  phoneNumber: string,
): Promise<void> {
  await lockPromptsTo(tx, phoneNumber);
  const since = new Date(Date.now() - PAYMENT_PROMPT_WINDOW_MINUTES * 60_000);
  const counts = await countRecentPrompts(tx, { phoneNumber, shipmentId, userId: caller.userId }, since);
  const refusal = paymentPromptRefusal(counts);
  if (refusal) throw tooManyRequests(refusal);
}
