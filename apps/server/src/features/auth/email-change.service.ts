import { EMAIL_LINK_INVALID } from '@njira/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import {
  insertEmailChange,
  moveEmail,
  spendConfirmation,
  spendUndo,
} from '../../db/queries/email-changes.ts';
import { queueMail } from '../../db/queries/password-resets.ts';
import type { UserRow } from '../../db/queries/users.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { SessionService } from './session.service.ts';

const HOUR = 3_600_000;
/** How long the new address has to confirm, and the old one to undo. */
export const CONFIRM_HOURS = 24;
export const UNDO_DAYS = 7;
export const DUPLICATE_EMAIL = 'An account with this email already exists';

/**
 * Changing the sign-in e-mail (issue 25: with a stolen access token alone, an attacker changed it,
 * reset the password through the new address, and the owner was locked out for good). The change
 * takes effect only when the new address opens its link; the old address is told at once and can
 * undo it for 7 days, which also signs out every device. Both mails go through the outbox in the
 * transaction that records the change.
 */
export class EmailChangeService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
  ) {}

  /** In the profile save's transaction: records the change and queues both mails. */
  async start(tx: DbOrTx, user: UserRow, newEmail: string, origin: string): Promise<void> {
    const confirm = randomToken();
    const undo = randomToken();
    const now = Date.now();
    await insertEmailChange(tx, {
      userId: user.id,
      oldEmail: user.email,
      newEmail,
      confirmTokenHash: hashToken(confirm),
      undoTokenHash: hashToken(undo),
      confirmExpiresAt: new Date(now + CONFIRM_HOURS * HOUR),
      undoExpiresAt: new Date(now + UNDO_DAYS * 24 * HOUR),
    });
    await queueMail(tx, {
      toEmail: newEmail,
      subject: 'Confirm your new Njira e-mail',
      body: [
        `Hello ${user.fullName},`,
        '',
        `To sign in to Njira with this address from now on, open this link within ${CONFIRM_HOURS} hours:`,
        `${origin}/confirm-email?token=${confirm}`,
        '',
        `Until then you sign in with ${user.email}. If you did not ask for this, ignore this e-mail.`,
      ].join('\n'),
    });
    await queueMail(tx, {
      toEmail: user.email,
      subject: 'Your Njira sign-in e-mail is being changed',
      body: [
        `Hello ${user.fullName},`,
        '',
        `Someone signed in to your Njira account asked to change its sign-in e-mail to ${newEmail}.`,
        'If it was you, there is nothing to do.',
        '',
        `If it was not you, open this link within ${UNDO_DAYS} days: it keeps ${user.email} as your sign-in`,
        'e-mail and signs out every device. Then choose a new password.',
        `${origin}/undo-email-change?token=${undo}`,
      ].join('\n'),
    });
  }

  /** The new address opened its link: it becomes the sign-in e-mail. Returns it. */
  async confirm(token: string): Promise<string> {
    try {
      return await this.db.transaction(async (tx) => {
        const change = await spendConfirmation(tx, hashToken(token));
        if (!change) throw badRequest(EMAIL_LINK_INVALID);
        if (!(await moveEmail(tx, change.userId, change.oldEmail, change.newEmail))) {
          throw badRequest(EMAIL_LINK_INVALID);
        }
        return change.newEmail;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
      throw err;
    }
  }

  /**
   * The old address undid the change: it is the sign-in e-mail again (confirmed or not yet), and
   * every session ends, the one that asked for the change among them. Returns the address.
   */
  async undo(token: string): Promise<string> {
    try {
      return await this.db.transaction(async (tx) => {
        const change = await spendUndo(tx, hashToken(token));
        if (!change) throw badRequest(EMAIL_LINK_INVALID);
        if (!(await moveEmail(tx, change.userId, change.newEmail, change.oldEmail))) {
          throw badRequest(EMAIL_LINK_INVALID);
        }
        await this.sessions.revokeAllFor(tx, change.userId);
        return change.oldEmail;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
      throw err;
    }
  }
}

/** Tells the account's address that its phone number or password changed, in `tx`. */
export async function queueChangeNotice(
  tx: DbOrTx,
  user: Pick<UserRow, 'email' | 'fullName'>,
  what: { phoneNumber: string } | 'password',
): Promise<void> {
  const changed =
    what === 'password'
      ? 'The password of your Njira account was changed.'
      : `The phone number of your Njira account was changed to ${what.phoneNumber}. Mobile-money payouts go to this number.`;
  await queueMail(tx, {
    toEmail: user.email,
    subject: what === 'password' ? 'Your Njira password was changed' : 'Your Njira phone number was changed',
    body: [
      `Hello ${user.fullName},`,
      '',
      changed,
      '',
      'If it was not you, reset your password now from the sign-in page ("Forgot password?") and contact support.',
    ].join('\n'),
  });
}
