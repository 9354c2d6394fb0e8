/**
 * How many payment prompts (deposit requests, each a PIN prompt on a phone) may be sent in a window
 * (issue 39, item 8): a prompt is a message on somebody's phone, so no one may use the platform to
 * flood a number, and an owner cannot retry without end. An owner's 20 leaves a shipper room to pay a
 * day's loads at once, each from its wallet.
 */
export const PAYMENT_PROMPT_WINDOW_MINUTES = 10;
export const PAYMENT_PROMPT_LIMITS = { perNumber: 5, perShipment: 5, perOwner: 20 } as const;

/** The prompts already sent within the window, counted three ways. */
export interface PromptCounts {
  toNumber: number;
  forShipment: number;
  byOwner: number;
}

const WAIT = `Please wait ${PAYMENT_PROMPT_WINDOW_MINUTES} minutes before trying again.`;

/** Why one more prompt is refused, or null when it may be sent. */
export function paymentPromptRefusal(counts: PromptCounts): string | null {
  if (counts.toNumber >= PAYMENT_PROMPT_LIMITS.perNumber) {
    return `Too many payment requests to this number. ${WAIT}`;
  }
  if (counts.forShipment >= PAYMENT_PROMPT_LIMITS.perShipment) {
    return `Too many payment requests for this shipment. ${WAIT}`;
  }
  if (counts.byOwner >= PAYMENT_PROMPT_LIMITS.perOwner) return `Too many payment requests. ${WAIT}`;
  return null;
}

/**
 * What the payer's phone shows with the prompt (pawaPay's `customerMessage`: 4 to 22 letters, digits
 * or spaces): who is asking, "Njira" and the owner's company, so a prompt to someone else's number
 * is not a mystery.
 */
export function paymentPromptMessage(companyName: string): string {
  const company = companyName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `Njira ${company}`.slice(0, 22).trim();
}
