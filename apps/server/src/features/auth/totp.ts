import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@njira/domain';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const ISSUER = 'Njira';
/** A code from the step before or after is taken too: a phone's clock a little off still works. */
const WINDOW = 1;

function totpFor(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as the apps type it in. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address the QR code holds, labelled with the account's e-mail. */
export function otpauthUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The QR code of `uri` as an SVG document, drawn here so the web downloads no QR library. */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/**
 * The 30-second step of the code when `code` is right for `secret` at `now` (within a step either
 * way), else null. The caller refuses a step at or before the last one it accepted (a replay).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** How a recovery code looks: 10 characters in two groups, e.g. `k7f2m-9qx4c` (50 bits of chance). */
export { RECOVERY_CODE_COUNT };

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The form a recovery code is compared in: what people type may differ in case, spaces and dash. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * SHA-256 of the normalized code. No salt or slow hash is needed: each code has 50 random bits and
 * a guess is throttled online, so a table of hashes cannot be reversed by trying candidates (ADR 024).
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(`njira-recovery:${normalizeRecoveryCode(code)}`)
    .digest('hex');
}
