/** The platform keeps 20% of every transaction; the transporter receives the rest (spec section 9). */
export const PLATFORM_FEE_RATE = 0.2;
export const TRANSPORTER_SHARE = 0.8;

/** Half away from zero; Math.round alone rounds -0.5 towards +∞. */
function roundHalfAway(value: number): number {
  const rounded = Math.sign(value) * Math.floor(Math.abs(value) + 0.5);
  return rounded === 0 ? 0 : rounded;
}

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${value}`);
}

/** Kwacha to integer ngwee. toFixed first so that 1.005 (stored as 1.00499…) still counts as a half. */
export function toNgwee(kwacha: number): number {
  assertFinite(kwacha, 'Amount');
  return roundHalfAway(Number((kwacha * 100).toFixed(6)));
}

export function toKwacha(ngwee: number): number {
  assertFinite(ngwee, 'Amount');
  return ngwee / 100;
}

/** A ceiling that no real load reaches, so a typo of extra zeros is caught. */
export const MAX_MONEY_KWACHA = 100_000_000;

/** At most two decimals: a whole number of ngwee (1.005 is not; 0.07, stored as 0.0700…01, is). */
export function hasWholeNgwee(kwacha: number): boolean {
  return Number.isFinite(kwacha) && Math.abs(kwacha * 100 - toNgwee(kwacha)) < 1e-6;
}

/**
 * An amount someone can be asked to pay: judged in ngwee, after conversion, so that 1e-9 (0 ngwee)
 * is refused like 0, and so is anything past the ceiling or with a fraction of a ngwee.
 */
export function isPayableAmount(kwacha: number): boolean {
  if (!hasWholeNgwee(kwacha)) return false;
  const ngwee = toNgwee(kwacha);
  return ngwee >= 1 && ngwee <= MAX_MONEY_KWACHA * 100;
}

/** Fee and payout in whole ngwee that always add up to the amount, so no ngwee is created or lost. */
export function splitNgwee(amountNgwee: number): { platformFeeNgwee: number; transporterNgwee: number } {
  if (!Number.isSafeInteger(amountNgwee))
    throw new RangeError(`Ngwee must be an integer, got ${amountNgwee}`);
  // amount × 0.2 has a fraction near .0, .2, .4, .6 or .8, never near a half, so the float's
  // last-bit error cannot change the rounding.
  const platformFeeNgwee = roundHalfAway(amountNgwee * PLATFORM_FEE_RATE);
  return { platformFeeNgwee, transporterNgwee: amountNgwee - platformFeeNgwee };
}

export function splitKwacha(amount: number): { platformFee: number; transporterAmount: number } {
  const { platformFeeNgwee, transporterNgwee } = splitNgwee(toNgwee(amount));
  return { platformFee: toKwacha(platformFeeNgwee), transporterAmount: toKwacha(transporterNgwee) };
}

/** The amount the cargo owner paid, from the 80% a transporter was shown (spec section 9). */
export function originalFromTransporterAmount(transporterAmount: number): number {
  return toKwacha(roundHalfAway(toNgwee(transporterAmount) * 1.25));
}

/** The most a transporter should bid: 80% of the budget; null when there is no usable budget. */
export function maxBidFor(budget: number | null | undefined): number | null {
  if (budget == null || !Number.isFinite(budget) || budget <= 0) return null;
  return toKwacha(roundHalfAway(toNgwee(budget) * TRANSPORTER_SHARE));
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 0: whole kwacha unless the amount has ngwee; 2: always two decimals ('K 3,150.00'). */
export type KwachaDecimals = 0 | 2;

/**
 * 'K 12,345', or 'K 1,234.50' when there are ngwee. `decimals: 2` shows two even for a whole amount,
 * so that it reads like the others beside it (kwachaDecimals); ngwee are never hidden. Hand-made
 * rather than Intl so that server, browser and tests agree whatever their locale data. A missing
 * (NaN) amount reads 'K 0'.
 */
export function formatKwacha(amount: number, { decimals = 0 }: { decimals?: KwachaDecimals } = {}): string {
  const ngwee = Number.isFinite(amount) ? toNgwee(amount) : 0;
  const abs = Math.abs(ngwee);
  const whole = groupThousands(String(Math.floor(abs / 100)));
  const cents = abs % 100;
  const text = cents === 0 && decimals === 0 ? whole : `${whole}.${String(cents).padStart(2, '0')}`;
  return `${ngwee < 0 ? '-' : ''}K ${text}`;
}

/**
 * The decimals for amounts read together (a list, a table, a set of stat cards): two for all of
 * them when any has ngwee, else none, so 'K 3,150' never stands among 'K 17,765.22' (issue 28).
 */
export function kwachaDecimals(amounts: Iterable<number>): KwachaDecimals {
  for (const amount of amounts) {
    if (Number.isFinite(amount) && toNgwee(amount) % 100 !== 0) return 2;
  }
  return 0;
}

/** formatKwacha with the decimals of the whole set: `const k = kwachaFormatter(amounts); k(amount)`. */
export function kwachaFormatter(amounts: Iterable<number>): (amount: number) => string {
  const decimals = kwachaDecimals(amounts);
  return (amount) => formatKwacha(amount, { decimals });
}

/**
 * Totals in thousands with one decimal: 12,345 → 'K 12.3K' (spec: Total Value). Below a thousand
 * kwacha the amount as it is ('K 0', 'K 450'): 'K 0.0K' and 'K 0.5K' read as noise.
 */
export function formatKwachaThousands(amount: number): string {
  const ngwee = Number.isFinite(amount) ? toNgwee(amount) : 0;
  if (Math.abs(ngwee) < 100_000) return formatKwacha(amount);
  // Tenths of a thousand kwacha are 10,000 ngwee; integer steps avoid 12.35 → '12.3'.
  const tenths = Math.abs(roundHalfAway(ngwee / 10_000));
  const text = `${groupThousands(String(Math.floor(tenths / 10)))}.${tenths % 10}`;
  return `${ngwee < 0 && tenths > 0 ? '-' : ''}K ${text}K`;
}

/** Percent change from last month; 0 when last month had nothing, as the spec says. */
export function monthOverMonthGrowth(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0 || !Number.isFinite(lastMonth) || !Number.isFinite(thisMonth)) return 0;
  return ((thisMonth - lastMonth) / lastMonth) * 100;
}

/** The change from last month for a dashboard's badge, or null (no badge) when last month had nothing. */
export function growthSinceLastMonth(thisMonth: number, lastMonth: number): number | null {
  return lastMonth === 0 || !Number.isFinite(lastMonth) ? null : monthOverMonthGrowth(thisMonth, lastMonth);
}
