import {
  type AdminUser,
  type AdminUserCounts,
  type AdminUsersQuery,
  type AdminUserUpdate,
  isUuid,
  SELF_SUSPEND_MESSAGE,
} from '@njira/domain';
import { userStatusChanged } from '../../activity/user-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { adminUserCounts, countAdminUsers } from '../../db/queries/admin-user-counts.ts';
import {
  type AdminUserFilter,
  findAdminUser,
  listAdminUsers,
  setUserStatus,
} from '../../db/queries/admin-users.ts';
import { findUserById } from '../../db/queries/users.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import type { SessionService } from '../auth/session.service.ts';
import { toAdminUserDto } from './admin-user-dto.ts';

export const USER_NOT_FOUND = 'User not found';

/** The admin's Users screen: every account, the counts by role and status, suspend and reactivate. */
export class AdminUserService {
  constructor(
    private readonly db: Db,
    private readonly snapshots: SnapshotCache,
    private readonly sessions: SessionService,
  ) {}

  /** The total follows `GET /api/quotes`: exact up to SnapshotCache's live limit, a snapshot beyond. */
  async list(query: AdminUsersQuery): Promise<{ items: AdminUser[]; total: number }> {
    const filter: AdminUserFilter = { search: query.search, role: query.role, status: query.status };
    const [rows, total] = await Promise.all([
      listAdminUsers(this.db, filter, query),
      this.snapshots.count(`admin:users:${JSON.stringify(filter)}`, (upTo) =>
        countAdminUsers(this.db, filter, upTo),
      ),
    ]);
    return { items: rows.map(toAdminUserDto), total };
  }

  counts(search: string | undefined): Promise<AdminUserCounts> {
    return adminUserCounts(this.db, search);
  }

  /** Suspends or reactivates an account; suspending signs it out of every device (its refresh tokens). */
  async setStatus(caller: Caller, id: string, body: AdminUserUpdate): Promise<AdminUser> {
    if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
    if (id === caller.userId && body.status === 'suspended') throw conflict(SELF_SUSPEND_MESSAGE);
    await transactionAnnouncing(this.db, async (tx) => {
      const changed = await setUserStatus(tx, id, body.status);
      if (!changed) throw notFound(USER_NOT_FOUND);
      if (body.status === 'suspended') await this.sessions.revokeAllFor(tx, id);
      if (changed.before === body.status) return;
      const [admin, user] = await Promise.all([findCurrentUser(tx, caller), findUserById(tx, id)]);
      if (!user) throw notFound(USER_NOT_FOUND);
      await recordActivity(tx, userStatusChanged(user, body.status, admin));
    });
    const row = await findAdminUser(this.db, id);
    if (!row) throw notFound(USER_NOT_FOUND);
    return toAdminUserDto(row);
  }
}
