import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { config as zodConfig } from 'zod';
import { toast } from '../components/ui/toast.ts';
import { SESSION_EXPIRED_MESSAGE, setSessionExpiredHandler } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';

// Every screen that validates with zod sits under these providers. The Content-Security-Policy allows
// no eval, and zod's probe for it (new Function) is reported as a violation even though zod catches
// the error: tell it not to try.
zodConfig({ jitless: true });

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
      // Spec section 8: the 401 rule raises this message; say it where the visitor lands.
      toast.error(SESSION_EXPIRED_MESSAGE);
    });
  }, [navigate]);

  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
