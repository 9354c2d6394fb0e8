import type { Db } from '../db/client.ts';
import { findUserByEmail, insertUser } from '../db/queries/users.ts';
import { hashPassword } from '../lib/passwords.ts';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@njira.demo',
    fullName: 'Thandiwe Mwale',
    companyName: 'Njira',
    phoneNumber: '+260 211 250 100',
    role: 'admin',
  },
  {
    email: 'transporter@njira.demo',
    fullName: 'Mwila Chanda',
    companyName: 'Chanda Haulage',
    phoneNumber: '+260 97 512 3344',
    role: 'transporter',
  },
  {
    email: 'owner@njira.demo',
    fullName: 'Natasha Phiri',
    companyName: 'Copperbelt Minerals Ltd',
    phoneNumber: '+260 96 744 1020',
    role: 'cargo-owner',
  },
] as const;

/** Seeds the demo accounts once; returns null when they are already there. */
export async function seedDemo(db: Db): Promise<{ users: number } | null> {
  if (await findUserByEmail(db, DEMO_ACCOUNTS[0].email)) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) await insertUser(db, { ...account, passwordHash });
  return { users: DEMO_ACCOUNTS.length };
}
