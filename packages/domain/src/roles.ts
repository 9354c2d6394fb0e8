export const ROLES = ['transporter', 'cargo-owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose at sign-up; admins are made by the CLI or the seed. */
export const SIGNUP_ROLES = ['transporter', 'cargo-owner'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  transporter: 'Transporter',
  'cargo-owner': 'Cargo Owner',
  admin: 'Admin',
};

/** Lowercase, with underscores and spaces turned into hyphens ("CARGO_OWNER" → "cargo-owner"). */
export function normalizeRole(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, '-');
}

/** The normalised role, or null when the value is not one of ours. */
export function parseRole(raw: unknown): Role | null {
  if (typeof raw !== 'string') return null;
  const role = normalizeRole(raw);
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

/** Where a signed-in user lands. Admin only after login; an admin sign-up goes to /unauthorized. */
export function dashboardPathFor(role: unknown, via: 'login' | 'signup' = 'login'): string {
  switch (parseRole(role)) {
    case 'transporter':
      return '/dashboard/transporter';
    case 'cargo-owner':
      return '/dashboard/cargo-owner';
    case 'admin':
      return via === 'login' ? '/dashboard/admin' : '/unauthorized';
    default:
      return '/unauthorized';
  }
}
