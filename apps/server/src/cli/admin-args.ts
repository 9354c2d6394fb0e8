import { parseArgs } from 'node:util';

/** The options of `npm run admin:create`, and the plain-language problems when they are wrong. */

export const USAGE =
  'Usage: npm run admin:create -- --email <e-mail> --password <password (8+ characters)> --name "<full name>"';

export interface AdminArgs {
  email: string;
  password: string;
  name: string;
}

/** The options, checked; a list of plain-language problems when they are wrong. */
export function parseAdminArgs(
  argv: string[],
): { ok: true; args: AdminArgs } | { ok: false; errors: string[] } {
  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    return { ok: false, errors: [(err as Error).message] };
  }
  const email = values.email?.trim() ?? '';
  const password = values.password ?? '';
  const name = values.name?.trim() ?? '';
  const errors: string[] = [];
  if (!email) errors.push('--email is required');
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    errors.push(`--email: '${email}' is not an e-mail address`);
  if (!password) errors.push('--password is required');
  else if (password.length < 8) errors.push('--password must be at least 8 characters');
  if (!name) errors.push('--name is required');
  else if (name.length < 2) errors.push('--name must be at least 2 characters');
  return errors.length
    ? { ok: false, errors }
    : { ok: true, args: { email: email.toLowerCase(), password, name } };
}
