import { z } from 'zod';
import { authResponseSchema } from './auth.ts';

/** Two-factor sign-in (issue 27, ADR 024): TOTP codes from an authenticator app, or recovery codes. */

export const TWO_FACTOR_REQUIRED_CODE = 'two_factor_required';
const ADMIN_TWO_FACTOR_REQUIRED = 'Two-factor sign-in is required for admins.';
/** The server's refusal of an admin call while two-factor is off. */
export const ADMIN_TWO_FACTOR_MESSAGE = `${ADMIN_TWO_FACTOR_REQUIRED} Turn it on in Settings.`;
/** The same on the admin's two-factor page and its toast: admins have no Settings screen (issue 40). */
export const ADMIN_TWO_FACTOR_PAGE_MESSAGE = `${ADMIN_TWO_FACTOR_REQUIRED} Turn it on below to continue.`;
export const INVALID_TWO_FACTOR_CODE = 'Invalid code';
export const TOO_MANY_TWO_FACTOR_CODES = 'Too many wrong codes. Please wait 15 minutes and try again.';
export const RECOVERY_CODE_COUNT = 10;

const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(128);

/**
 * A code from the authenticator app (6 digits) or a recovery code (`k7f2m-9qx4c`): spaces are
 * dropped, so a code typed as `123 456` is read as `123456`.
 */
export const twoFactorCodeField = z
  .string({ error: 'Enter the code' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'Enter the code')
      .max(32, 'Invalid code')
      .regex(/^[0-9A-Za-z-]+$/, 'Invalid code'),
  );

/** Just the six digits from the authenticator app (turning two-factor on proves the app has it). */
export const totpCodeField = z
  .string({ error: 'Enter the 6-digit code' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** `POST /api/auth/login/two-factor`: the login's challenge and a code. */
export const loginTwoFactorSchema = z.object({
  challenge: z.string({ error: 'Please sign in again' }).min(1, 'Please sign in again').max(2000),
  code: twoFactorCodeField,
});
export type LoginTwoFactor = z.output<typeof loginTwoFactorSchema>;

/** The login's answer when the password was right and a second factor is needed: no session yet. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Short-lived (5 minutes), good for this account's code step only. */
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** `POST /api/auth/login`: a session, or the request for a code. */
export const loginResponseSchema = z.union([authResponseSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export function needsTwoFactor(answer: LoginResponse): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
}

/** `POST /api/account/two-factor/setup`. */
export const twoFactorSetupSchema = z.object({ currentPassword });

/** What set-up answers: the secret for typing in, and the same as an `otpauth://` URI and its QR code. */
export const twoFactorSetupAnswerSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** An SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswerSchema>;

/** `POST /api/account/two-factor/enable`: the password and the app's first code. */
export const twoFactorEnableSchema = z.object({ currentPassword, code: totpCodeField });
export type TwoFactorEnable = z.output<typeof twoFactorEnableSchema>;

/** Turning two-factor off, or new recovery codes: the password and a code (the app's or a recovery code). */
export const twoFactorConfirmSchema = z.object({ currentPassword, code: twoFactorCodeField });
export type TwoFactorConfirm = z.output<typeof twoFactorConfirmSchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

/** `GET /api/account/two-factor`: whether it is on, and how many recovery codes are still unused. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** An admin must turn it on before the admin screens open (false for the exempt demo admin). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The login's code step, as the form checks it: the app's 6 digits, or a recovery code. */
export const totpCodeFormSchema = z.object({ code: totpCodeField });
export const recoveryCodeFormSchema = z.object({
  code: z
    .string({ error: 'Enter a recovery code' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[0-9A-Za-z]{5}-?[0-9A-Za-z]{5}$/, 'Enter a recovery code, e.g. k7f2m-9qx4c')),
});
