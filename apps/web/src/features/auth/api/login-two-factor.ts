import type { AuthResponse, LoginTwoFactor } from '@njira/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/login/two-factor: the login's challenge and a code; answers the session. */
export function loginTwoFactor(input: LoginTwoFactor): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login/two-factor', input, { auth: false });
}

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor });
}
