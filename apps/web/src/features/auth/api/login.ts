import type { AuthResponse, Login } from '@njira/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function login(input: Login): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login', input, { auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
