/**
 * Mobile money in Zambia (issue 26): the three wallets people pay and get paid with, as pawaPay's v2
 * API names them, and the wallet numbers each takes. One definition for the server (the provider
 * adapter, the wallet settings) and the web (the pay dialog, Settings).
 */
export const MOBILE_MONEY_PROVIDERS = ['MTN_MOMO_ZMB', 'AIRTEL_OAPI_ZMB', 'ZAMTEL_ZMB'] as const;
export type MobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number];

/** What people call each wallet. */
export const MOBILE_MONEY_LABELS: Record<MobileMoneyProvider, string> = {
  MTN_MOMO_ZMB: 'MTN MoMo',
  AIRTEL_OAPI_ZMB: 'Airtel Money',
  ZAMTEL_ZMB: 'Zamtel Kwacha',
};

/**
 * The network prefixes after the country code 260 (ZICTA's numbering plan): MTN 96 and 76, Airtel
 * 97 and 77, Zamtel 95 and 75. A wallet is the phone number of a line on its network.
 */
const PREFIXES: Record<MobileMoneyProvider, readonly string[]> = {
  MTN_MOMO_ZMB: ['96', '76'],
  AIRTEL_OAPI_ZMB: ['97', '77'],
  ZAMTEL_ZMB: ['95', '75'],
};

/**
 * A Zambian mobile number as an MSISDN (`260` and nine digits, no '+' or spaces, the form pawaPay
 * takes), from what people type: '0971 234 567', '+260 97 123 4567', '260971234567'. Null when it
 * is not one.
 */
export function toMsisdn(typed: string): string | null {
  const digits = typed.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (/^0\d{9}$/.test(digits)) return `260${digits.slice(1)}`;
  if (/^260\d{9}$/.test(digits)) return digits;
  return null;
}

/** The wallet provider whose network a number is on, or null (a landline, another country). */
export function providerOfMsisdn(msisdn: string): MobileMoneyProvider | null {
  if (!/^260\d{9}$/.test(msisdn)) return null;
  const prefix = msisdn.slice(3, 5);
  for (const provider of MOBILE_MONEY_PROVIDERS) {
    if (PREFIXES[provider].includes(prefix)) return provider;
  }
  return null;
}

/** '260971234567' → '+260 97 123 4567', as the screens show a wallet number. */
export function formatMsisdn(msisdn: string): string {
  if (!/^260\d{9}$/.test(msisdn)) return msisdn;
  return `+260 ${msisdn.slice(3, 5)} ${msisdn.slice(5, 8)} ${msisdn.slice(8)}`;
}

/**
 * '260763456789' → '076 345 6789': a wallet as people in Zambia write it, and as a form takes it back
 * (`toMsisdn` reads it). Anything that is not an MSISDN is returned as it is.
 */
export function formatLocalMsisdn(msisdn: string): string {
  if (!/^260\d{9}$/.test(msisdn)) return msisdn;
  return `0${msisdn.slice(3, 5)} ${msisdn.slice(5, 8)} ${msisdn.slice(8)}`;
}

/**
 * '260763456789' → '+260 •• ••• •789': a payer's number on a document anyone of the shipment may
 * read, only its last three digits shown. Anything else is masked whole but for its last three.
 */
export function maskMsisdn(msisdn: string): string {
  const hide = (digits: string) => digits.replace(/\d/g, '•');
  if (!/^260\d{9}$/.test(msisdn)) return hide(msisdn.slice(0, -3)) + msisdn.slice(-3);
  return `+260 ${hide(msisdn.slice(3, 5))} ${hide(msisdn.slice(5, 8))} ${hide(msisdn.slice(8, 9))}${msisdn.slice(9)}`;
}

/** Ngwee as pawaPay's amount string in kwacha: 1234567 → '12345.67', 1500 → '15'. */
export function ngweeToAmountString(ngwee: number): string {
  if (!Number.isSafeInteger(ngwee) || ngwee <= 0) throw new RangeError(`Not a payable amount: ${ngwee}`);
  const kwacha = Math.floor(ngwee / 100);
  const rest = ngwee % 100;
  return rest === 0 ? String(kwacha) : `${kwacha}.${String(rest).padStart(2, '0')}`;
}

/** pawaPay's amount string back to ngwee ('15' → 1500, '12345.6' → 1234560); null when malformed. */
export function amountStringToNgwee(amount: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * What a payer reads when a mobile-money payment failed, by pawaPay's failure code; any other code
 * reads as the last line.
 */
const FAILURE_TEXTS: Record<string, string> = {
  PAYER_NOT_FOUND: 'this number has no wallet with that provider',
  PAYMENT_NOT_APPROVED: 'the payment was not approved on the phone in time',
  INSUFFICIENT_BALANCE: 'the wallet’s balance is too low',
  PAYER_LIMIT_REACHED: 'the wallet has reached its limit',
  INVALID_PHONE_NUMBER: 'the number is not a valid mobile-money number',
  INVALID_AMOUNT: 'the provider does not take this amount',
  AMOUNT_OUT_OF_BOUNDS: 'the provider does not take this amount',
  PROVIDER_TEMPORARILY_UNAVAILABLE: 'the provider is not available right now',
  UNSPECIFIED_FAILURE: 'the provider refused it',
};

export function paymentFailureText(code: string | null | undefined): string {
  return (code && FAILURE_TEXTS[code]) || 'the provider refused it';
}
