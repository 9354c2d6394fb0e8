import { useMutation } from '@tanstack/react-query';
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
