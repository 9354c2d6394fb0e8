import type { AuthResponse, PasswordChange } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { setSession } from '../session.ts';
import { profileQueryOptions } from './get-profile.ts';

/**
 * POST /api/auth/password. The server signs every other device out and answers with a new session
 * for this one; a wrong current password is a 400 ('Current password is incorrect'), not a 401.
 */
export function changePassword(input: PasswordChange): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/password', input);
}

/** Changes the password and carries on with the session the server issued in exchange. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ access_token, user }) => {
      setSession(access_token, user);
      queryClient.setQueryData(profileQueryOptions(user.id).queryKey, user);
    },
  });
}
