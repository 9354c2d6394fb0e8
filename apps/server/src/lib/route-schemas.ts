import { apiErrorSchema } from '@njira/domain';

/** Declares the error responses a route can give, for validation-free docs and stripping. */
export function errorResponses(...codes: (400 | 401 | 403 | 404 | 409 | 429)[]) {
  return Object.fromEntries(codes.map((c) => [c, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;
}

export const bearerAuth = [{ bearerAuth: [] }];
