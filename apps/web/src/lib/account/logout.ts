import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api-client.ts';
import { forgetReturnPath } from '../return-path.ts';
import { clearSession } from '../session.ts';

/** Revokes the refresh token on the server; the local session ends whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout', undefined, { refreshOn401: false });
  } catch {
    // Offline or already expired: the visitor still wants out, and the cookie dies in 7 days anyway.
  } finally {
    clearSession();
    forgetReturnPath();
  }
}

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    await logout();
    queryClient.clear();
    await navigate('/', { replace: true });
  }

  return { logout: run, pending };
}
