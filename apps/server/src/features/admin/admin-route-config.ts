/** What every admin route shares: its tag, who may call it, and where a list's total goes. */
export const tags = ['admin'];
export const TOTAL_HEADER = 'X-Total-Count';
const ADMINS = ['admin'] as const;
/** Admins only; everyone else 403, anonymous 401. */
export const config = { access: [...ADMINS] as const };
