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
 * The code the service worker keeps from the very first visit (vite.config.ts), beside the pages:
 * the landing (the installed app's start page), what every page fetches once it has painted
 * (main.tsx: the app itself, the toaster, the landing's contact form, the worker's helper) and the
 * router's error screen, so that even a failure offline says something. Any other screen's code is
 * kept the first time it is used: a visitor on prepaid data who only reads the landing does not
 * download the sign-in forms in the background.
 */
export const OFFLINE_MODULES = [
  'src/features/landing/landing-page.tsx',
  'src/app/start.tsx',
  'src/components/ui/toaster.tsx',
  'src/features/landing/contact-form.tsx',
  'workbox-window/build/workbox-window.prod.es5.mjs',
  'src/features/errors/route-error-page.tsx',
];
