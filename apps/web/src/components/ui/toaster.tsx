import { type CSSProperties, useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { watchSubmits } from './toast-placement.ts';

// sonner's rich-colour texts are a shade too light on their tints (error red measured 4.34:1);
// these darker ones pass WCAG AA's 4.5:1.
const readableColours = {
  '--error-text': '#b91c1c',
  '--success-text': '#166534',
  '--warning-text': '#92400e',
  '--info-text': '#1d4ed8',
} as CSSProperties;

/**
 * Mount once near the root. Alt+T focuses the notifications region; toasts swipe away (sonner default).
 * Toasts rise from the bottom (issue 28): at the top they hid the header's bell and profile, and a
 * dialog's title and close button. Dialogs keep the bottom lane free for them (TOAST_LANE in
 * dialog.tsx), so a toast covers no dialog control either; on phones (≤ 600 px) sonner spans the
 * width, 16 px from the edges, and a toast that would cover the page's submit button just pressed
 * comes down from the top instead (toast-placement.ts, issue 40).
 */
export function Toaster() {
  useEffect(watchSubmits, []);
  return (
    <Sonner
      position="bottom-right"
      offset={24}
      mobileOffset={16}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      richColors
      closeButton
      duration={5000}
      style={readableColours}
    />
  );
}
