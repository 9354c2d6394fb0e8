import type { SettingsUpdate, UserSettings } from '@njira/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { userSettings } from '../schema/user-settings.ts';

const { userId: _userId, updatedAt: _updatedAt, ...settingColumns } = getTableColumns(userSettings);

/** The user's own settings row, or undefined when they have never changed one (defaults apply). */
export async function findUserSettings(db: DbOrTx, userId: string): Promise<UserSettings | undefined> {
  const [row] = await db
    .select(settingColumns)
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row;
}

/**
 * Writes the given settings of this user only: the row is created on the first change (the other
 * columns take their defaults, the domain's) and updated after that. Returns every setting.
 */
export async function upsertUserSettings(
  db: DbOrTx,
  userId: string,
  changes: SettingsUpdate,
): Promise<UserSettings> {
  const [row] = await db
    .insert(userSettings)
    .values({ ...changes, userId })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...changes, updatedAt: new Date() } })
    .returning(settingColumns);
  if (!row) throw new Error('upsert into user_settings returned nothing');
  return row;
}
