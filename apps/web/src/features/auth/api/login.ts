import type { Login, LoginResponse } from '@njira/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/login: a session, or (two-factor on) a challenge for the code step. */
export function login(input: Login): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', input, { auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
