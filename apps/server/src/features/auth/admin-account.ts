import type { Db } from '../../db/client.ts';
import { findUserByEmail, insertUser, type UserRow } from '../../db/queries/users.ts';
import { hashPassword } from '../../lib/passwords.ts';

export interface AdminInput {
  email: string;
  password: string;
  fullName?: string;
}

/** Creates the admin if no account has that e-mail; an existing account is left as it is. */
export async function ensureAdmin(db: Db, input: AdminInput): Promise<{ created: boolean; user: UserRow }> {
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) return { created: false, user: existing };
  const user = await insertUser(db, {
    email,
    passwordHash: await hashPassword(input.password),
    fullName: input.fullName ?? 'Platform Admin',
    companyName: 'Njira',
    phoneNumber: '+260 211 000000',
    role: 'admin',
  });
  return { created: true, user };
}
