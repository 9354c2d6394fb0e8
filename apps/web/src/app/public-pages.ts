/**
 * The public pages the build renders to HTML (apps/web/scripts/prerender-plugin.ts), so their
 * content paints before any JavaScript arrives; the browser then hydrates them.
 */
export interface PublicPage {
  path: string;
  /** The HTML file written into the build. */
  file: string;
  /** The tab title before the screen sets its own (the auth screens: `<heading> · Njira`). */
  title?: string;
}

export const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', file: 'index.html' },
  { path: '/login', file: 'login.html', title: 'Welcome back · Njira' },
  { path: '/signup', file: 'signup.html', title: 'Create your account · Njira' },
];

/** Every other path gets this page: the app with an empty root, drawn in the browser. */
export const APP_SHELL_FILE = 'app.html';

/**
 * The code the service worker keeps from the very first visit (vite.config.ts), beside the app
 * shell: the app itself, the toaster and the worker's helper (every page loads them right after it
 * has painted, so they come from the HTTP cache the page just filled) and the router's error screen,
 * so that even a failure offline says something. Any other screen's code (the landing's included)
 * is kept the first time it is used: nothing is fetched in the background that the screen does not
 * show, and a visitor on prepaid data who only reads the landing downloads nothing more.
 */
export const OFFLINE_MODULES = [
  'src/app/start.tsx',
  'src/components/ui/toaster.tsx',
  'workbox-window/build/workbox-window.prod.es5.mjs',
  'src/features/errors/route-error-page.tsx',
];
