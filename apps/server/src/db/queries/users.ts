import type { User } from '@njira/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { prepared } from '../prepared.ts';
import { users } from '../schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Every write reads its caller's row first: a prepared statement, built and planned once. */
export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const statement = prepared(db, 'user_by_id', (name) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The user as the API shows it to the user themself. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    companyName: row.companyName,
    phoneNumber: row.phoneNumber,
    role: row.role,
    address: row.address,
    bio: row.bio,
    licenseNumber: row.licenseNumber,
    vehicleTypes: row.vehicleTypes,
    createdAt: row.createdAt.toISOString(),
  };
}
