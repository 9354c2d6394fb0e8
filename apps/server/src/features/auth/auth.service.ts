import {
  CHANGE_NEEDS_PASSWORD,
  type Login,
  type PasswordChange,
  type ProfileUpdate,
  type Signup,
  type TwoFactorChallenge,
  type User,
} from '@njira/domain';
import { userSignedUp } from '../../activity/user-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { pendingEmailOf } from '../../db/queries/email-changes.ts';
import { findUserByEmail, insertUser, toUserDto, updateUser } from '../../db/queries/users.ts';
import { conflict, suspendedAccount, unauthorized } from '../../lib/http-errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { findCurrentUser, USER_GONE } from './current-user.ts';
import { DUPLICATE_EMAIL, type EmailChangeService, queueChangeNotice } from './email-change.service.ts';
import { checkCurrentPassword } from './password-check.ts';
import type { IssuedSession, SessionService } from './session.service.ts';
import { clearAttempts, isUsualAddress, rememberAddress, takeAttempt, uncountAttempt } from './throttle.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const BAD_LOGIN = 'Invalid email or password';
const WINDOW_MINUTES = 15;
const TOO_MANY = 'Too many failed login attempts. Please wait 15 minutes and try again.';
const PER_ACCOUNT = { limit: 10, windowMinutes: WINDOW_MINUTES, message: TOO_MANY };
const PER_IP = { limit: 50, windowMinutes: WINDOW_MINUTES, message: TOO_MANY };

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly emailChanges: EmailChangeService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async signup(input: Signup): Promise<IssuedSession> {
    const passwordHash = await hashPassword(input.password);
    try {
      return await transactionAnnouncing(this.db, async (tx) => {
        const user = await insertUser(tx, {
          email: input.email,
          passwordHash,
          fullName: input.fullName,
          companyName: input.companyName,
          phoneNumber: input.phoneNumber,
          role: input.role,
        });
        await recordActivity(tx, userSignedUp(user));
        return this.sessions.start(user, tx);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
      throw err;
    }
  }

  /**
   * Each attempt is counted before the password is checked: 50 per address and 10 per account in 15
   * minutes. An account's failures from addresses it never signed in from do not count against an
   * address it did (its owner at home or at the depot stays able to sign in); a success gives its
   * address's attempt back and clears the account's count there (ADR 002, 'Login throttle').
   * An account with two-factor on gets no session yet: a challenge for the code step (ADR 024).
   */
  async login(input: Login, ip: string): Promise<IssuedSession | TwoFactorChallenge> {
    const ipKey = `login:ip:${ip}`;
    await takeAttempt(this.db, ipKey, PER_IP);
    const usual = await isUsualAddress(this.db, input.email, ip);
    const accountKey = `login:account:${input.email}${usual ? ` from ${ip}` : ''}`;
    await takeAttempt(this.db, accountKey, PER_ACCOUNT);
    const user = await findUserByEmail(this.db, input.email);
    // Verify against a dummy hash when there is no such account, so timing reveals nothing.
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
    if (!user || !ok) throw unauthorized(BAD_LOGIN);
    await Promise.all([uncountAttempt(this.db, ipKey), clearAttempts(this.db, accountKey)]);
    // Told only to someone who knows the password: a suspended account is not a secret from its owner.
    if (user.status === 'suspended') throw suspendedAccount();
    const challenge = await this.twoFactor.challengeFor(user);
    if (challenge) return challenge;
    // An address becomes a usual one once a sign-in from it is complete (with two-factor on, after
    // its code: the password alone does not make an attacker's address the owner's).
    await rememberAddress(this.db, user.id, ip);
    return this.sessions.start(user);
  }

  /** The caller's own account, with a new e-mail waiting for its confirmation if there is one. */
  async profile(userId: string): Promise<User> {
    const user = await findCurrentUser(this.db, { userId });
    return { ...toUserDto(user), pendingEmail: await pendingEmailOf(this.db, userId) };
  }

  /**
   * Saves the profile. Changing the sign-in e-mail or the phone number (where mobile-money payouts
   * go) needs the current password: an access token alone is not enough to take the account
   * (issue 25). A new e-mail takes effect once its link is opened (EmailChangeService); a new
   * phone number at once, and the account's address is told.
   */
  async updateProfile(userId: string, input: ProfileUpdate, origin: string): Promise<User> {
    const current = await findCurrentUser(this.db, { userId });
    const transporterOnly = current.role === 'transporter';
    const newEmail = input.email && input.email !== current.email ? input.email : null;
    const newPhone = input.phoneNumber !== current.phoneNumber;
    if (newEmail || newPhone) {
      await checkCurrentPassword(this.db, current, input.currentPassword, CHANGE_NEEDS_PASSWORD);
    }
    if (newEmail && (await findUserByEmail(this.db, newEmail))) throw conflict(DUPLICATE_EMAIL);
    const row = await this.db.transaction(async (tx) => {
      const saved = await updateUser(tx, userId, {
        fullName: input.fullName,
        phoneNumber: input.phoneNumber,
        companyName: input.companyName,
        address: input.address ?? null,
        bio: input.bio ?? null,
        licenseNumber: transporterOnly ? (input.licenseNumber ?? null) : null,
        vehicleTypes: transporterOnly ? (input.vehicleTypes ?? current.vehicleTypes) : [],
      });
      if (!saved) throw unauthorized(USER_GONE);
      if (newEmail) await this.emailChanges.start(tx, current, newEmail, origin);
      if (newPhone) await queueChangeNotice(tx, current, { phoneNumber: input.phoneNumber });
      return saved;
    });
    return { ...toUserDto(row), pendingEmail: await pendingEmailOf(this.db, userId) };
  }

  /** Changes the password, signs out every other device and returns a session for this one. */
  async changePassword(userId: string, input: PasswordChange): Promise<IssuedSession> {
    const user = await findCurrentUser(this.db, { userId });
    await checkCurrentPassword(this.db, user, input.currentPassword, CHANGE_NEEDS_PASSWORD);
    const passwordHash = await hashPassword(input.newPassword);
    return this.db.transaction(async (tx) => {
      const updated = await updateUser(tx, userId, { passwordHash });
      if (!updated) throw unauthorized(USER_GONE);
      await this.sessions.revokeAllFor(tx, userId);
      await queueChangeNotice(tx, updated, 'password');
      return this.sessions.start(updated, tx);
    });
  }
}
