/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { showUpdatePrompt } from './update-prompt.ts';

/** A tab left open all day still hears of a deploy. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * What this page loaded before the first worker started: the pictures it showed (flags, team, the
 * hero still) and the code and styles of its screen. None of it is precached (a signed-in screen shows
 * none of the landing's), so the worker is told which files the visitor already has. It takes them
 * from the HTTP cache (no byte is fetched twice) into its own, and the next visit paints offline, or
 * after the browser has dropped its HTTP cache, without the network.
 */
function filesShown(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((url) => url.origin === location.origin && /^\/(assets|team)\//.test(url.pathname))
    .map((url) => url.href);
}

async function keepFilesShown(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const urlsToCache = filesShown();
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
      void keepFilesShown();
    },
  });
}
