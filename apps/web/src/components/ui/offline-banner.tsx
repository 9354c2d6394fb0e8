import { WifiOff } from 'lucide-react';
import { useOnline } from '../../lib/use-online.ts';

export const OFFLINE_BANNER_TEXT =
  'You are offline. What is on screen may be out of date, and changes are not sent.';

/**
 * A quiet line above the page while the device is offline (issue 28): what is shown is the last
 * copy, and a change made now is refused with a message rather than queued. In the page's flow, not
 * fixed: it pushes the page down instead of covering its header's controls.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className={online ? 'sr-only' : undefined}>
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-gray-900 px-4 py-2 text-center text-sm text-white">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {OFFLINE_BANNER_TEXT}
        </p>
      )}
    </div>
  );
}
