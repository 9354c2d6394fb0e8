import {
  DEFAULT_USER_SETTINGS,
  type ProfileStats,
  ratingSummary,
  type SettingsAnswer,
  type SettingsUpdate,
  successRate,
  toKwacha,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { earningsTotals } from '../../db/queries/earnings-totals.ts';
import { paymentTotals } from '../../db/queries/payments.ts';
import { profileFigures } from '../../db/queries/profile-stats.ts';
import { hasTwoFactor } from '../../db/queries/two-factor.ts';
import { findUserSettings, upsertUserSettings } from '../../db/queries/user-settings.ts';
import type { Caller } from '../../lib/caller.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';

/** The signed-in user's own settings and profile figures; every query is keyed by the caller. */
export class AccountService {
  constructor(private readonly db: Db) {}

  /**
   * Stored settings, or the spec's defaults for someone who has never changed one, and whether
   * two-factor sign-in is on (`twoFactorAuth`, ADR 024).
   */
  async settings(caller: Caller): Promise<SettingsAnswer> {
    await findCurrentUser(this.db, caller);
    const [stored, twoFactorAuth] = await Promise.all([
      findUserSettings(this.db, caller.userId),
      hasTwoFactor(this.db, caller.userId),
    ]);
    return { ...(stored ?? DEFAULT_USER_SETTINGS), twoFactorAuth };
  }

  async updateSettings(caller: Caller, changes: SettingsUpdate): Promise<SettingsAnswer> {
    // A token that outlived its account answers 401, not a foreign-key error.
    await findCurrentUser(this.db, caller);
    const stored = await upsertUserSettings(this.db, caller.userId, changes);
    return { ...stored, twoFactorAuth: await hasTwoFactor(this.db, caller.userId) };
  }

  async profileStats(caller: Caller): Promise<ProfileStats> {
    // The caller's own ratings are always theirs to see, whatever their showRatings setting.
    const me = await findCurrentUser(this.db, caller);
    const rating = ratingSummary(me.ratingSum, me.ratingCount);
    switch (caller.role) {
      case 'transporter': {
        const scope = { transporterId: caller.userId };
        // Earned is what was paid out, the Earnings page's lifetime: one figure from the ledger.
        const [f, earned] = await Promise.all([
          profileFigures(this.db, scope),
          earningsTotals(this.db, scope, { thisMonth: '', lastMonth: '', months: [] }),
        ]);
        return {
          role: 'transporter',
          totalDeliveries: f.total,
          completed: f.delivered,
          successRate: successRate(f.delivered, f.total),
          totalEarned: toKwacha(earned.lifetimeNgwee),
          rating,
        };
      }
      case 'cargo-owner': {
        const scope = { ownerId: caller.userId };
        // Spent is what the owner paid in (released or still held): the Payments page's Total Spent.
        const [f, paid] = await Promise.all([profileFigures(this.db, scope), paymentTotals(this.db, scope)]);
        return {
          role: 'cargo-owner',
          totalShipments: f.total,
          completed: f.delivered,
          successRate: successRate(f.delivered, f.total),
          totalSpent: toKwacha(paid.paidNgwee + paid.heldNgwee),
          rating,
        };
      }
      case 'admin':
        // The route lets no admin through; kept for the exhaustive switch.
        throw forbidden('Admins have no profile figures');
    }
  }
}
