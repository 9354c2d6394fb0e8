import type { AuthResponse, Signup } from '@njira/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function signup(input: Signup): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/signup', input, { auth: false });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
