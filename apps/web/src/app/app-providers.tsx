import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { toast } from '../components/ui/toast.ts';
import {
  SESSION_EXPIRED_MESSAGE,
  setSessionExpiredHandler,
  setTwoFactorRequiredHandler,
} from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';

/** Where an admin turns two-factor sign-in on (admin-routes.ts). */
export const ADMIN_TWO_FACTOR_PATH = '/dashboard/admin/two-factor';

/**
 * Providers for the signed-in and sign-in screens. Mounted by a lazy layout route, not at the
 * root, so the landing page does not download TanStack Query before its first paint.
 */
export function AppProviders() {
  const navigate = useNavigate();

  useEffect(() => {
    setSessionExpiredHandler(() => {
      queryClient.clear();
      void navigate('/', { replace: true });
      // Spec section 8: the 401 rule raises this message; say it where the visitor lands, once,
      // however many of the screen's calls found the session over.
      toast.errorOnce('session-expired', SESSION_EXPIRED_MESSAGE);
    });
    // An admin without two-factor sign-in is refused by every admin screen (ADR 024): to where it is
    // turned on, saying why, once however many of the screen's calls were refused.
    setTwoFactorRequiredHandler((message) => {
      void navigate(ADMIN_TWO_FACTOR_PATH, { replace: true });
      toast.errorOnce('two-factor-required', message);
    });
  }, [navigate]);

  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
