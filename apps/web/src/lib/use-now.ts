import { useEffect, useState } from 'react';

/**
 * The time (ms since the epoch), moved on every `intervalMs` while the page is open, for texts that
 * count ('closes in 2h 14m', 'Last seen 3 min ago'). Read out only when asked: no live region.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
