/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { showUpdatePrompt } from './update-prompt.ts';

/** A tab left open all day still hears of a deploy. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker once the page has loaded (what it keeps: vite.config.ts). A new
 * deploy's worker installs in the background and waits; the visitor is asked before it takes over,
 * and the page reloads on the new version.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => void showUpdatePrompt(() => updateServiceWorker()),
    onRegisteredSW: (_url, registration) => {
      // Offline, the check fails; the next one is an hour away anyway.
      if (registration) setInterval(() => registration.update().catch(() => {}), UPDATE_CHECK_MS);
    },
  });
}
