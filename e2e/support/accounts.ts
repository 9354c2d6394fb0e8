import { randomBytes } from 'node:crypto';
import { env } from './env.ts';

export type SignupRole = 'transporter' | 'cargo-owner';

export interface Account {
  email: string;
  password: string;
  fullName: string;
  companyName: string;
  phoneNumber: string;
}

/** The seeded demo accounts (SEED_DEMO=true) and where each one lands after login. */
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO = {
  admin: { email: 'admin@njira.demo', password: DEMO_PASSWORD, dashboard: '/dashboard/admin' },
  transporter: {
    email: 'transporter@njira.demo',
    password: DEMO_PASSWORD,
    dashboard: '/dashboard/transporter',
  },
  'cargo-owner': { email: 'owner@njira.demo', password: DEMO_PASSWORD, dashboard: '/dashboard/cargo-owner' },
} as const;

export const DASHBOARD: Record<SignupRole | 'admin', string> = {
  transporter: '/dashboard/transporter',
  'cargo-owner': '/dashboard/cargo-owner',
  admin: '/dashboard/admin',
};

/** A fresh identity per call, so journeys never depend on each other or on the order they run in. */
export function newAccount(label: string): Account {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    email: `e2e-${label}-${id}@example.com`,
    password: `Journey-${id}!`,
    fullName: `Mutale ${label} Banda`,
    companyName: `${label} Freight ${id}`,
    phoneNumber: '+260 97 555 0101',
  };
}

/** Creates an account through the API (for journeys whose subject is not sign-up itself). */
export async function signUpViaApi(role: SignupRole, label: string = role): Promise<Account> {
  const account = newAccount(label);
  const response = await fetch(`${env.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, role }),
  });
  if (response.status !== 201) {
    throw new Error(`POST /api/auth/signup answered ${response.status}: ${await response.text()}`);
  }
  return account;
}
