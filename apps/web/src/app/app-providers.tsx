import { ADMIN_TWO_FACTOR_PAGE_MESSAGE } from '@njira/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from '../components/ui/toast.ts';
import { ADMIN_TWO_FACTOR_PATH } from '../lib/admin-two-factor.ts';
import {
  SESSION_EXPIRED_MESSAGE,
  setSessionExpiredHandler,
  setTwoFactorRequiredHandler,
} from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { rememberReturnPath } from '../lib/return-path.ts';

export { ADMIN_TWO_FACTOR_PATH } from '../lib/admin-two-factor.ts';

/**
 * Providers for the signed-in and sign-in screens. Mounted by a lazy layout route, not at the
 * root, so the landing page does not download TanStack Query before its first paint.
 */
export function AppProviders() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    setSessionExpiredHandler((reason) => {
      // Signing in again lands on this page (issue 40).
      rememberReturnPath(here.current);
      // Suspended: the page stays, with what was typed; the refused call says why, and the next
      // page opened ends the session (guards.ts).
      if (reason === 'suspended') return;
      queryClient.clear();
      void navigate('/', { replace: true });
      // Spec section 8: the 401 rule raises this message; say it where the visitor lands, once,
      // however many of the screen's calls found the session over.
      toast.errorOnce('session-expired', SESSION_EXPIRED_MESSAGE);
    });
    // An admin without two-factor sign-in is refused by every admin screen (ADR 024): to where it is
    // turned on, saying why, once however many of the screen's calls were refused.
    setTwoFactorRequiredHandler(() => {
      void navigate(ADMIN_TWO_FACTOR_PATH, { replace: true });
      toast.errorOnce('two-factor-required', ADMIN_TWO_FACTOR_PAGE_MESSAGE);
    });
  }, [navigate]);

  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
