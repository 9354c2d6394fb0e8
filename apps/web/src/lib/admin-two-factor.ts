/** Where an admin turns two-factor sign-in on (admin-routes.ts). */
export const ADMIN_TWO_FACTOR_PATH = '/dashboard/admin/two-factor';
