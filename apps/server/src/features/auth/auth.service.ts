import {
  type Login,
  type PasswordChange,
  type ProfileUpdate,
  type Signup,
  SUSPENDED_ACCOUNT_MESSAGE,
  type User,
} from '@njira/domain';
import { userSignedUp } from '../../activity/user-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { findUserByEmail, insertUser, toUserDto, updateUser } from '../../db/queries/users.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/http-errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { findCurrentUser, USER_GONE } from './current-user.ts';
import type { IssuedSession, SessionService } from './session.service.ts';
import { clearAttempts, isUsualAddress, rememberAddress, takeAttempt, uncountAttempt } from './throttle.ts';

const DUPLICATE_EMAIL = 'An account with this email already exists';
const BAD_LOGIN = 'Invalid email or password';
const WINDOW_MINUTES = 15;
const TOO_MANY = 'Too many failed login attempts. Please wait 15 minutes and try again.';
const PER_ACCOUNT = { limit: 10, windowMinutes: WINDOW_MINUTES, message: TOO_MANY };
const PER_IP = { limit: 50, windowMinutes: WINDOW_MINUTES, message: TOO_MANY };

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
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
   */
  async login(input: Login, ip: string): Promise<IssuedSession> {
    const ipKey = `login:ip:${ip}`;
    await takeAttempt(this.db, ipKey, PER_IP);
    const usual = await isUsualAddress(this.db, input.email, ip);
    const accountKey = `login:account:${input.email}${usual ? ` from ${ip}` : ''}`;
    await takeAttempt(this.db, accountKey, PER_ACCOUNT);
    const user = await findUserByEmail(this.db, input.email);
    // Verify against a dummy hash when there is no such account, so timing reveals nothing.
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
    if (!user || !ok) throw unauthorized(BAD_LOGIN);
    await Promise.all([
      uncountAttempt(this.db, ipKey),
      clearAttempts(this.db, accountKey),
      rememberAddress(this.db, user.id, ip),
    ]);
    // Told only to someone who knows the password: a suspended account is not a secret from its owner.
    if (user.status === 'suspended') throw forbidden(SUSPENDED_ACCOUNT_MESSAGE);
    return this.sessions.start(user);
  }

  async profile(userId: string): Promise<User> {
    return toUserDto(await findCurrentUser(this.db, { userId }));
  }

  async updateProfile(userId: string, input: ProfileUpdate): Promise<User> {
    const current = await findCurrentUser(this.db, { userId });
    const transporterOnly = current.role === 'transporter';
    try {
      const row = await updateUser(this.db, userId, {
        fullName: input.fullName,
        phoneNumber: input.phoneNumber,
        companyName: input.companyName,
        ...(input.email ? { email: input.email } : {}),
        address: input.address ?? null,
        bio: input.bio ?? null,
        licenseNumber: transporterOnly ? (input.licenseNumber ?? null) : null,
        vehicleTypes: transporterOnly ? (input.vehicleTypes ?? current.vehicleTypes) : [],
      });
      if (!row) throw unauthorized(USER_GONE);
      return toUserDto(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
      throw err;
    }
  }

  /** Changes the password, signs out every other device and returns a session for this one. */
  async changePassword(userId: string, input: PasswordChange): Promise<IssuedSession> {
    const user = await findCurrentUser(this.db, { userId });
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw badRequest('Current password is incorrect');
    }
    const passwordHash = await hashPassword(input.newPassword);
    return this.db.transaction(async (tx) => {
      const updated = await updateUser(tx, userId, { passwordHash });
      if (!updated) throw unauthorized(USER_GONE);
      await this.sessions.revokeAllFor(tx, userId);
      return this.sessions.start(updated, tx);
    });
  }
}
