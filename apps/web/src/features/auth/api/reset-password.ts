import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<{ ok: true; message: string }> {
  return api.post('/auth/reset-password', input, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** POST /api/auth/reset-password/check: whether the link can still be used; it is not spent. */
export function checkResetLink(token: string): Promise<{ ok: true; message: string }> {
  return api.post('/auth/reset-password/check', { token }, { auth: false });
}

/** Asked once as the link's page opens, so that a used or expired link says so at once (issue 40). */
export function useResetLinkCheck(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reset-link', token] as const,
    queryFn: () => checkResetLink(token),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
