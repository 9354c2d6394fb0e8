/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { showUpdatePrompt } from './update-prompt.ts';

/** A tab left open all day still hears of a deploy. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The pictures this page has shown (the flags, the team, the hero still), for the worker to keep:
 * they are not precached, since a signed-in screen never shows them, so the worker is told which
 * ones the visitor has already downloaded. It takes them from the HTTP cache (no byte is fetched
 * twice) into its own, and the next visit paints them offline too.
 */
function picturesShown(): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'img')
    .map((e) => e.name)
    .filter((url) => new URL(url).origin === location.origin);
}

async function keepPicturesShown(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const urlsToCache = picturesShown();
  // Workbox's router answers this message by caching each URL through its route (vite.config.ts).
  if (urlsToCache.length > 0)
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

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
      void keepPicturesShown();
    },
  });
}
