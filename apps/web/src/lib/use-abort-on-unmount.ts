import { useCallback, useEffect, useRef } from 'react';

/**
 * Signals for the requests a form sends, all aborted when the form goes away: closing a dialog
 * with Cancel stops its request instead of letting it land unseen (issue 28).
 */
export function useAbortOnUnmount(): () => AbortSignal {
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const open = controllers.current;
    return () => {
      for (const controller of open) controller.abort();
      open.clear();
    };
  }, []);
  return useCallback(() => {
    const controller = new AbortController();
    controllers.current.add(controller);
    return controller.signal;
  }, []);
}
