import { createHmac } from 'node:crypto';
import {
  ADMIN_TWO_FACTOR_MESSAGE,
  INVALID_TWO_FACTOR_CODE,
  type LoginTwoFactor,
  type RecoveryCodesAnswer,
  TOO_MANY_TWO_FACTOR_CODES,
  TWO_FACTOR_REQUIRED_CODE,
  type TwoFactorChallenge,
  type TwoFactorConfirm,
  type TwoFactorEnable,
  type TwoFactorSetupAnswer,
  type TwoFactorStatus,
} from '@njira/domain';
import { twoFactorChanged } from '../../activity/user-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import {
  enableTwoFactor,
  findTwoFactor,
  removeTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  type TwoFactorRow,
  takeTotpStep,
  twoFactorGate,
  unusedRecoveryCodes,
  useRecoveryCode,
} from '../../db/queries/two-factor.ts';
import { insertChallenge, takeChallengeTry, useChallenge } from '../../db/queries/two-factor-challenges.ts';
import { findUserById, type UserRow } from '../../db/queries/users.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, HttpError, suspendedAccount, unauthorized } from '../../lib/http-errors.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { derivedKey } from '../../lib/secrets-key.ts';
import { DEMO_ADMIN_EMAIL } from '../../seed/people.ts';
import { findCurrentUser } from './current-user.ts';
import { checkCurrentPassword } from './password-check.ts';
import type { IssuedSession, SessionService } from './session.service.ts';
import { clearAttempts, isUsualAddress, rememberAddress, takeAttempt, uncountAttempt } from './throttle.ts';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUri, qrSvg, totpStep } from './totp.ts';
import { CHALLENGE_TTL_SECONDS, TwoFactorChallenges } from './two-factor-challenge.ts';
import { queueTwoFactorNotice } from './two-factor-notice.ts';
import { TOTP_SEAL_PURPOSE } from './two-factor-reseal.ts';

export const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please enter your email and password again.';
export const ALREADY_ON = 'Two-factor sign-in is already on';
export const NOT_ON = 'Two-factor sign-in is not on';
export const SET_UP_FIRST = 'Scan a new QR code first: set-up has expired or was not started';
const PASSWORD_FOR_TWO_FACTOR = 'Enter your current password to change two-factor sign-in';

/**
 * Codes: 50 per address and 10 per account in 15 minutes, then 429 (ADR 024), and 5 per challenge
 * (CODES_PER_CHALLENGE). At sign-in an account's codes from an address it completed a sign-in from
 * count on their own (ADR 032): whoever knows the password, elsewhere, uses up the account's other
 * allowance, never the owner's at home or at the depot. Signed in (turning it on or off, new
 * recovery codes), the account's codes count apart from the sign-in's.
 */
const PER_ACCOUNT = { limit: 10, windowMinutes: 15, message: TOO_MANY_TWO_FACTOR_CODES };
const PER_IP = { limit: 50, windowMinutes: 15, message: TOO_MANY_TWO_FACTOR_CODES };
const accountKey = (userId: string) => `two-factor:${userId}`;
const signInKey = (userId: string, usualIp: string | null) =>
  `two-factor:sign-in:${userId}${usualIp ? ` from ${usualIp}` : ''}`;

/**
 * Two-factor sign-in (issue 27, ADR 024): set-up and the switch (password and a code each time),
 * the login's second step, recovery codes, and the rule that admins use it.
 */
export class TwoFactorService {
  private readonly box: SecretBox;
  private readonly challenges: TwoFactorChallenges;
  private readonly passwordMarkKey: Buffer;

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    keys: { signingKey: string; secretsKey: string },
    private readonly exemptDemoAdmin: boolean,
  ) {
    // The TOTP secrets under SECRETS_KEY, which the database does not hold (ADR 032).
    this.box = new SecretBox(keys.secretsKey, TOTP_SEAL_PURPOSE);
    this.challenges = new TwoFactorChallenges(keys.signingKey);
    this.passwordMarkKey = derivedKey(keys.secretsKey, 'two-factor-challenge-password');
  }

  /** The login's answer for a right password when the account signs in with a code, else null. */
  async challengeFor(user: UserRow): Promise<TwoFactorChallenge | null> {
    const row = await findTwoFactor(this.db, user.id);
    if (!row?.enabledAt) return null;
    const challengeId = await insertChallenge(this.db, {
      userId: user.id,
      passwordMark: this.passwordMark(user),
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    });
    return { twoFactorRequired: true, challenge: this.challenges.issue(user.id, challengeId) };
  }

  /**
   * The login's second step. Each code is counted before it is checked (50 per address, 10 per
   * account and address class in 15 minutes, 5 per challenge); a right one uses the challenge up,
   * gives the address's attempt back, clears the account's, and makes the address a usual one.
   * A challenge used, spent, or won with a password changed since is refused as expired.
   */
  async completeLogin(input: LoginTwoFactor, ip: string): Promise<IssuedSession> {
    const claims = this.challenges.read(input.challenge);
    if (!claims) throw unauthorized(CHALLENGE_EXPIRED);
    const { userId, challengeId } = claims;
    const ipKey = `two-factor:ip:${ip}`;
    await takeAttempt(this.db, ipKey, PER_IP);
    const taken = await takeChallengeTry(this.db, challengeId, userId);
    const [user, row] = await Promise.all([findUserById(this.db, userId), findTwoFactor(this.db, userId)]);
    if (!taken || !user || !row?.enabledAt || taken.passwordMark !== this.passwordMark(user)) {
      throw unauthorized(CHALLENGE_EXPIRED);
    }
    const key = signInKey(userId, (await isUsualAddress(this.db, user.email, ip)) ? ip : null);
    await takeAttempt(this.db, key, PER_ACCOUNT);
    if (!(await this.useCode(userId, row, input.code))) throw unauthorized(INVALID_TWO_FACTOR_CODE);
    if (!(await useChallenge(this.db, challengeId))) throw unauthorized(CHALLENGE_EXPIRED);
    await Promise.all([
      uncountAttempt(this.db, ipKey),
      clearAttempts(this.db, key),
      rememberAddress(this.db, userId, ip),
    ]);
    if (user.status === 'suspended') throw suspendedAccount();
    return this.sessions.start(user);
  }

  /** Ties a challenge to the password it was won with: an HMAC of the hash under SECRETS_KEY. */
  private passwordMark(user: UserRow): string {
    return createHmac('sha256', this.passwordMarkKey).update(user.passwordHash).digest('base64url');
  }

  async status(caller: Caller): Promise<TwoFactorStatus> {
    const user = await findCurrentUser(this.db, caller);
    const row = await findTwoFactor(this.db, user.id);
    const enabled = Boolean(row?.enabledAt);
    return {
      enabled,
      recoveryCodesLeft: enabled ? await unusedRecoveryCodes(this.db, user.id) : 0,
      required: user.role === 'admin' && !this.exempt(user.email),
    };
  }

  /** A new secret waiting for its first code; shown once, as text and as a QR code. */
  async setup(caller: Caller, currentPassword: string): Promise<TwoFactorSetupAnswer> {
    const user = await findCurrentUser(this.db, caller);
    await checkCurrentPassword(this.db, user, currentPassword, PASSWORD_FOR_TWO_FACTOR);
    if ((await findTwoFactor(this.db, user.id))?.enabledAt) throw conflict(ALREADY_ON);
    const secret = newTotpSecret();
    await savePendingSecret(this.db, user.id, this.box.seal(secret));
    const uri = otpauthUri(secret, user.email);
    return { secret, otpauthUri: uri, qrSvg: await qrSvg(uri) };
  }

  /**
   * Turns it on with the app's first code: the recovery codes are made (shown once), the log and the
   * account's address are told, and every other device is signed out.
   */
  async enable(caller: Caller, input: TwoFactorEnable): Promise<RecoveryCodesAnswer> {
    const user = await findCurrentUser(this.db, caller);
    await checkCurrentPassword(this.db, user, input.currentPassword, PASSWORD_FOR_TWO_FACTOR);
    const row = await findTwoFactor(this.db, user.id);
    if (row?.enabledAt) throw conflict(ALREADY_ON);
    const pendingSealed = row?.pendingSecret;
    const pending = pendingSealed ? this.box.open(pendingSealed) : null;
    if (!pendingSealed || !pending) throw badRequest(SET_UP_FIRST);
    await takeAttempt(this.db, accountKey(user.id), PER_ACCOUNT);
    const step = totpStep(pending, input.code);
    if (step === null) throw badRequest(INVALID_TWO_FACTOR_CODE);
    await clearAttempts(this.db, accountKey(user.id));
    const codes = newRecoveryCodes();
    await transactionAnnouncing(this.db, async (tx) => {
      if (!(await enableTwoFactor(tx, user.id, pendingSealed, step))) throw conflict(ALREADY_ON);
      await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
      await recordActivity(tx, twoFactorChanged(user, true));
      await queueTwoFactorNotice(tx, user, true);
      if (caller.sessionId) await this.sessions.revokeOthersOf(tx, user.id, caller.sessionId);
      else await this.sessions.revokeAllFor(tx, user.id);
    });
    return { recoveryCodes: codes };
  }

  /** Turns it off with the password and a code (the app's or a recovery code). */
  async disable(caller: Caller, input: TwoFactorConfirm): Promise<void> {
    const user = await this.confirmed(caller, input);
    await transactionAnnouncing(this.db, async (tx) => {
      await removeTwoFactor(tx, user.id);
      await recordActivity(tx, twoFactorChanged(user, false));
      await queueTwoFactorNotice(tx, user, false);
    });
  }

  /** Ten new recovery codes; the old ones stop working. */
  async regenerateRecoveryCodes(caller: Caller, input: TwoFactorConfirm): Promise<RecoveryCodesAnswer> {
    const user = await this.confirmed(caller, input);
    const codes = newRecoveryCodes();
    await this.db.transaction((tx) => replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode)));
    return { recoveryCodes: codes };
  }

  /**
   * The access guard's admin rule: an admin without two-factor gets 403 `two_factor_required`,
   * except the demo admin while ADMIN_2FA_EXEMPT_DEMO is on. One primary-key read per admin request.
   */
  async checkAdmin(userId: string): Promise<void> {
    const gate = await twoFactorGate(this.db, userId);
    // A vanished account is the route's own 401 (findCurrentUser), not this rule's.
    if (!gate || gate.enabled || this.exempt(gate.email)) return;
    throw new HttpError(403, ADMIN_TWO_FACTOR_MESSAGE, TWO_FACTOR_REQUIRED_CODE);
  }

  private exempt(email: string): boolean {
    return this.exemptDemoAdmin && email === DEMO_ADMIN_EMAIL;
  }

  /** The caller, once the password and a code (counted like the login's) are right and it is on. */
  private async confirmed(caller: Caller, input: TwoFactorConfirm): Promise<UserRow> {
    const user = await findCurrentUser(this.db, caller);
    await checkCurrentPassword(this.db, user, input.currentPassword, PASSWORD_FOR_TWO_FACTOR);
    const row = await findTwoFactor(this.db, user.id);
    if (!row?.enabledAt) throw conflict(NOT_ON);
    await takeAttempt(this.db, accountKey(user.id), PER_ACCOUNT);
    if (!(await this.useCode(user.id, row, input.code))) throw badRequest(INVALID_TWO_FACTOR_CODE);
    await clearAttempts(this.db, accountKey(user.id));
    return user;
  }

  /**
   * A code from the app (its step later than the last one taken: a code is good once) or an unused
   * recovery code, which is used up. Both are decided by one conditional update.
   */
  private async useCode(userId: string, row: TwoFactorRow, code: string): Promise<boolean> {
    if (/^\d{6}$/.test(code)) {
      const secret = row.secret ? this.box.open(row.secret) : null;
      const step = secret ? totpStep(secret, code) : null;
      return step !== null && (await takeTotpStep(this.db, userId, step));
    }
    return useRecoveryCode(this.db, userId, hashRecoveryCode(code));
  }
}
