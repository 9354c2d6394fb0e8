import { ADMIN_TWO_FACTOR_MESSAGE } from '@njira/domain';

/** Where an admin turns two-factor sign-in on (admin-routes.ts). */
export const ADMIN_TWO_FACTOR_PATH = '/dashboard/admin/two-factor';

/**
 * What that page, and the toast of an admin sent there, say: admins have no Settings screen, so
 * the server's 'Turn it on in Settings.' reads 'Turn it on below to continue.' (issue 40).
 */
export const ADMIN_TWO_FACTOR_PAGE_MESSAGE = ADMIN_TWO_FACTOR_MESSAGE.replace(
  ' Turn it on in Settings.',
  ' Turn it on below to continue.',
);
