import { Toaster as Sonner } from 'sonner';

/** Mount once near the root. Alt+T focuses the notifications region; toasts swipe away (sonner default). */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      richColors
      closeButton
      duration={5000}
    />
  );
}
