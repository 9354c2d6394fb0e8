import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  insertPasswordReset,
  isLivePasswordReset,
  queueMail,
  spendAllPasswordResets,
  spendPasswordReset,
} from '../../db/queries/password-resets.ts';
import { findUserByEmail, updateUser } from '../../db/queries/users.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { SessionService } from './session.service.ts';
import { takeAttempt } from './throttle.ts';

const HOUR = 3_600_000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password.';
export const INVALID_RESET = 'This reset link is invalid or has expired';
/** At most this many reset mails per address per hour, so the form cannot be used to flood an inbox. */
const MAILS_PER_HOUR = { limit: 3, windowMinutes: 60, message: FORGOT_PASSWORD_MESSAGE };

export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Requests being worked on after their answer was sent (see `requestInBackground`). */
  private readonly pending = new Set<Promise<void>>();

  /**
   * Starts `request` and returns at once: the answer is sent before the account is even looked up,
   * so its timing cannot tell a known address from an unknown one (issue 25: 7.8 ms against 3.1 ms).
   * A failure is logged; the person sees the same answer either way and may ask again.
   */
  requestInBackground(email: string, origin: string): void {
    const work = this.request(email, origin)
      .catch((err: unknown) => this.log.error({ err }, 'could not queue a password-reset mail'))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves once every request started in the background has finished (the app is closing). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  /** Same outcome whether or not the account exists; the mail goes to the outbox and the log. */
  async request(email: string, origin: string): Promise<void> {
    const key = `reset:${email}`;
    try {
      await takeAttempt(this.db, key, MAILS_PER_HOUR);
    } catch {
      return;
    }
    const user = await findUserByEmail(this.db, email);
    if (!user) return;
    const token = randomToken();
    const link = `${origin}/reset-password?token=${token}`;
    const subject = 'Reset your Njira password';
    const body = [
      `Hello ${user.fullName},`,
      '',
      'Someone asked to reset the password of your Njira account. To choose a new password, open this link within one hour:',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n');
    const mail = await this.db.transaction(async (tx) => {
      await insertPasswordReset(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + HOUR),
      });
      return queueMail(tx, { toEmail: user.email, subject, body });
    });
    // The log carries the envelope, not the link: the token is a credential (see ADR 004).
    this.log.info({ mail: { id: mail?.id, to: user.email, subject } }, 'mail queued in the outbox');
  }

  /** A link opened: refused as a reset would be (used, expired or unknown), the token left unspent. */
  async check(token: string): Promise<void> {
    if (!(await isLivePasswordReset(this.db, hashToken(token)))) throw badRequest(INVALID_RESET);
  }

  /** Single use: the conditional update lets exactly one request spend the token. */
  async reset(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const spent = await spendPasswordReset(tx, hashToken(token));
      if (!spent) throw badRequest(INVALID_RESET);
      await updateUser(tx, spent.userId, { passwordHash });
      // Every other outstanding link and every session of the account end here.
      await spendAllPasswordResets(tx, spent.userId);
      await this.sessions.revokeAllFor(tx, spent.userId);
    });
  }
}
