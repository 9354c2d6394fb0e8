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
