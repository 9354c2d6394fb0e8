import { MOBILE_MONEY_PROVIDERS, type MobileMoneyProvider, providerOfMsisdn } from '@njira/domain';
import type { PaymentFailure, PaymentKind, Wallet } from './gateway.ts';

/**
 * What the sandbox does with an operation, chosen by the payer's or recipient's number the way
 * pawaPay's sandbox chooses it (issue 26): the final status, and how its callback is delivered.
 * `PROCESSING` is pawaPay's "stuck in SUBMITTED": it never settles and sends nothing.
 */
export type Outcome =
  | { status: 'COMPLETED' }
  | { status: 'PROCESSING' }
  | { status: 'FAILED'; failureCode: string; failureMessage: string };

/**
 * once: the final callback, as pawaPay sends it; none: no callback at all (only `status()` tells);
 * twice: the same final callback sent twice; early: settled at once and the callback posted before
 * the initiation has answered.
 */
export type Delivery = 'once' | 'none' | 'twice' | 'early';

export interface Scenario {
  outcome: Outcome;
  delivery: Delivery;
}

/** How many callbacks a delivery posts in all. */
export const CALLBACKS_WANTED: Record<Delivery, number> = { once: 1, none: 0, twice: 2, early: 1 };

const MESSAGES: Record<string, string> = {
  PAYER_LIMIT_REACHED: 'The payer has reached a transaction limit of their wallet.',
  PAYER_NOT_FOUND: 'The phone number is not registered for mobile money with this provider.',
  PAYMENT_NOT_APPROVED: 'The payer did not approve the payment.',
  INSUFFICIENT_BALANCE: 'The payer does not have enough funds in their wallet.',
  RECIPIENT_NOT_FOUND: 'The recipient phone number is not registered for mobile money with this provider.',
  UNSPECIFIED_FAILURE: 'The provider failed the payment without saying why.',
};

const completed: Scenario = { outcome: { status: 'COMPLETED' }, delivery: 'once' };
const stuck: Scenario = { outcome: { status: 'PROCESSING' }, delivery: 'none' };
const failed = (failureCode: string): Scenario => ({
  outcome: { status: 'FAILED', failureCode, failureMessage: MESSAGES[failureCode] ?? failureCode },
  delivery: 'once',
});

type Table = Partial<Record<'deposit' | 'payout', Record<string, Scenario>>>;

/**
 * pawaPay's sandbox numbers for Zambia (https://docs.pawapay.io/v2/docs/test_numbers, "Zambia"):
 *
 * | Provider        | Operation | MSISDN       | Final status | failureCode          |
 * | --------------- | --------- | ------------ | ------------ | -------------------- |
 * | MTN_MOMO_ZMB    | Deposit   | 260763456019 | FAILED       | PAYER_LIMIT_REACHED  |
 * |                 |           | 260763456029 | FAILED       | PAYER_NOT_FOUND      |
 * |                 |           | 260763456039 | FAILED       | PAYMENT_NOT_APPROVED |
 * |                 |           | 260763456069 | FAILED       | UNSPECIFIED_FAILURE  |
 * |                 |           | 260763456129 | SUBMITTED    | (no callback)        |
 * |                 |           | 260763456789 | COMPLETED    |                      |
 * |                 | Payout    | 260763456079 | FAILED       | RECIPIENT_NOT_FOUND  |
 * |                 |           | 260763456119 | FAILED       | UNSPECIFIED_FAILURE  |
 * |                 |           | 260763456129 | SUBMITTED    | (no callback)        |
 * |                 |           | 260763456789 | COMPLETED    |                      |
 * | AIRTEL_OAPI_ZMB | Deposit   | 260973456019 | FAILED       | PAYER_LIMIT_REACHED  |
 * |                 |           | 260973456039 | FAILED       | PAYMENT_NOT_APPROVED |
 * |                 |           | 260973456049 | FAILED       | INSUFFICIENT_BALANCE |
 * |                 |           | 260973456069 | FAILED       | UNSPECIFIED_FAILURE  |
 * |                 |           | 260973456129 | SUBMITTED    | (no callback)        |
 * |                 |           | 260973456789 | COMPLETED    |                      |
 * |                 | Payout    | 260973456089 | FAILED       | RECIPIENT_NOT_FOUND  |
 * |                 |           | 260973456119 | FAILED       | UNSPECIFIED_FAILURE  |
 * |                 |           | 260973456129 | SUBMITTED    | (no callback)        |
 * |                 |           | 260973456789 | COMPLETED    |                      |
 * | ZAMTEL_ZMB      | Deposit   | 260953456704 | FAILED       | INSUFFICIENT_BALANCE |
 * |                 |           | 260953456712 | FAILED       | UNSPECIFIED_FAILURE  |
 * |                 |           | 260953456789 | SUBMITTED    | (no callback)        |
 * |                 |           | 260953456700 | COMPLETED    |                      |
 * |                 | Payout    | 260953456712 | FAILED       | UNSPECIFIED_FAILURE  |
 * |                 |           | 260953456789 | SUBMITTED    | (no callback)        |
 * |                 |           | 260953456700 | COMPLETED    |                      |
 *
 * (Zamtel's 789 is the stuck one, not the completed one.) pawaPay's sandbox rejects nothing on
 * initiation by number: only malformed requests are REJECTED (`rejection`).
 */
const PAWAPAY_NUMBERS: Record<MobileMoneyProvider, Table> = {
  MTN_MOMO_ZMB: {
    deposit: {
      '260763456019': failed('PAYER_LIMIT_REACHED'),
      '260763456029': failed('PAYER_NOT_FOUND'),
      '260763456039': failed('PAYMENT_NOT_APPROVED'),
      '260763456069': failed('UNSPECIFIED_FAILURE'),
      '260763456129': stuck,
    },
    payout: {
      '260763456079': failed('RECIPIENT_NOT_FOUND'),
      '260763456119': failed('UNSPECIFIED_FAILURE'),
      '260763456129': stuck,
    },
  },
  AIRTEL_OAPI_ZMB: {
    deposit: {
      '260973456019': failed('PAYER_LIMIT_REACHED'),
      '260973456039': failed('PAYMENT_NOT_APPROVED'),
      '260973456049': failed('INSUFFICIENT_BALANCE'),
      '260973456069': failed('UNSPECIFIED_FAILURE'),
      '260973456129': stuck,
    },
    payout: {
      '260973456089': failed('RECIPIENT_NOT_FOUND'),
      '260973456119': failed('UNSPECIFIED_FAILURE'),
      '260973456129': stuck,
    },
  },
  ZAMTEL_ZMB: {
    deposit: {
      '260953456704': failed('INSUFFICIENT_BALANCE'),
      '260953456712': failed('UNSPECIFIED_FAILURE'),
    },
    payout: { '260953456712': failed('UNSPECIFIED_FAILURE') },
  },
};

/** Zamtel's stuck number breaks the 129 pattern. */
const STUCK_ZAMTEL = '260953456789';

/**
 * The sandbox's own numbers, not pawaPay's, for what pawaPay's sandbox cannot be asked to do but
 * production does: each completes, on every operation, with an unusual delivery. Per provider the
 * same last three digits, on that provider's range: MTN 2607634569NN, Airtel 2609734569NN, Zamtel
 * 2609534569NN.
 *
 * | Suffix | Final status | Callback                                                 |
 * | ------ | ------------ | -------------------------------------------------------- |
 * | 901    | COMPLETED    | none: the final status is only visible through status() |
 * | 902    | COMPLETED    | the same final callback sent twice                       |
 * | 903    | COMPLETED    | sent before the initiation has answered (out of order)   |
 */
const DELIVERY_SUFFIXES: Record<string, Delivery> = { '901': 'none', '902': 'twice', '903': 'early' };
const SANDBOX_RANGES: Record<MobileMoneyProvider, string> = {
  MTN_MOMO_ZMB: '260763456',
  AIRTEL_OAPI_ZMB: '260973456',
  ZAMTEL_ZMB: '260953456',
};

/**
 * What a deposit or payout to `wallet` does; every other valid number completes with one
 * callback. A refund goes back to its deposit's payer and completes, delivered as that payer's
 * number says (pawaPay lists no refund numbers; a deposit that can be refunded completed).
 */
export function scenarioFor(kind: PaymentKind, wallet: Wallet): Scenario {
  const range = SANDBOX_RANGES[wallet.provider];
  const suffix = wallet.phoneNumber.slice(range.length);
  const delivery = wallet.phoneNumber.startsWith(range) ? DELIVERY_SUFFIXES[suffix] : undefined;
  if (delivery) return { outcome: { status: 'COMPLETED' }, delivery };
  if (kind === 'refund') return completed;
  if (wallet.phoneNumber === STUCK_ZAMTEL) return stuck;
  return PAWAPAY_NUMBERS[wallet.provider][kind]?.[wallet.phoneNumber] ?? completed;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` is a UUID, as every operation id must be (and as the table's key is). */
export const isUuid = (id: string) => UUID.test(id);

const reject = (code: string, message: string): PaymentFailure => ({ code, message });

/**
 * Why pawaPay would refuse this initiation outright (REJECTED, nothing started), or null: its
 * failure codes (https://docs.pawapay.io/v2/docs/failure_codes) for a malformed id, a customer
 * message outside 4-22 characters, an amount that is not a positive whole number of ngwee, a
 * provider it does not know, and a number that is not an MSISDN of that provider's network.
 */
export function rejection(input: {
  id: string;
  amountNgwee: number;
  wallet?: Wallet | undefined;
  customerMessage?: string | undefined;
}): PaymentFailure | null {
  if (!isUuid(input.id)) return reject('INVALID_PARAMETER', 'The id must be a UUID.');
  if (!Number.isSafeInteger(input.amountNgwee) || input.amountNgwee <= 0) {
    return reject('INVALID_AMOUNT', 'The amount must be a positive amount of ZMW with at most two decimals.');
  }
  const message = input.customerMessage;
  if (message !== undefined && (message.length < 4 || message.length > 22)) {
    return reject('INVALID_PARAMETER', 'The customerMessage must be 4 to 22 characters long.');
  }
  if (!input.wallet) return null;
  const { provider, phoneNumber } = input.wallet;
  if (!(MOBILE_MONEY_PROVIDERS as readonly string[]).includes(provider)) {
    return reject('INVALID_PROVIDER', `The provider ${provider} is not valid for this request.`);
  }
  if (providerOfMsisdn(phoneNumber) !== provider) {
    return reject('INVALID_PHONE_NUMBER', `The phone number is not a valid MSISDN for ${provider}.`);
  }
  return null;
}

/**
 * Why a refund of `amountNgwee` from a deposit is refused, or null, as pawaPay's refunds guide
 * says (https://docs.pawapay.io/v2/docs/refunds): only a COMPLETED deposit, one refund at a time,
 * and never more in all than was deposited.
 */
export function refundRejection(input: {
  deposit: { status: string; amountNgwee: number } | null;
  refundedNgwee: number;
  refundPending: boolean;
  amountNgwee: number;
}): PaymentFailure | null {
  const { deposit } = input;
  if (!deposit) return reject('INVALID_PARAMETER', 'The deposit to refund was not found.');
  if (deposit.status !== 'COMPLETED') {
    return reject(
      'INVALID_PARAMETER',
      `The deposit is ${deposit.status}: only a COMPLETED one can be refunded.`,
    );
  }
  if (input.refundPending)
    return reject('REFUND_IN_PROGRESS', 'Another refund of this deposit is processing.');
  if (input.refundedNgwee >= deposit.amountNgwee) {
    return reject('DEPOSIT_ALREADY_REFUNDED', 'The deposit has already been refunded in full.');
  }
  if (input.refundedNgwee + input.amountNgwee > deposit.amountNgwee) {
    return reject('AMOUNT_TOO_LARGE', 'The amount is larger than what is left to refund of the deposit.');
  }
  return null;
}
