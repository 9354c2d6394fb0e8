import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { signedInChunks } from './scripts/signed-in-chunks.ts';
import { APP_SHELL_FILE, OFFLINE_MODULES, PUBLIC_PAGES } from './src/app/public-pages.ts';

const apiTarget = process.env.NJIRA_API_URL ?? 'http://127.0.0.1:3000';

// React, react-dom and the router change far less often than our code: one long-cached chunk.
const reactVendor =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

/** `npm run build` first builds src/app/prerender.tsx for Node here, then the browser app renders pages with it. */
const SSR_OUT_DIR = 'node_modules/.prerender';

const THEME = '#0f3d2e';

/**
 * Hosts other than this one that the pages load from, for the server's Content-Security-Policy
 * (apps/server/src/plugins/security-headers.ts): only the hero clips may, when VITE_HERO_VIDEOS
 * points elsewhere.
 */
function cspSources(heroVideos: string | undefined): Plugin {
  const mediaSrc = [
    ...new Set(
      (heroVideos ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter((url) => /^https?:\/\//.test(url))
        .map((url) => new URL(url).origin),
    ),
  ];
  return {
    name: 'njira:csp-sources',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.csp.json', source: JSON.stringify({ mediaSrc }) });
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const prerender = prerenderPlugin({
    ssrEntry: `${SSR_OUT_DIR}/prerender.js`,
    pages: PUBLIC_PAGES,
    shellFile: APP_SHELL_FILE,
    offlineModules: OFFLINE_MODULES,
  });
  const sharedChunks = signedInChunks();

  return {
    plugins: [
      react(),
      tailwindcss(),
      ...(isSsrBuild
        ? []
        : [
            prerender,
            sharedChunks.plugin,
            cspSources(env.VITE_HERO_VIDEOS),
            VitePWA({
              registerType: 'prompt',
              // Registered from main.tsx (virtual:pwa-register): no inline script in the page.
              injectRegister: false,
              // The browser keeps an installed app's icons itself; the worker need not.
              includeManifestIcons: false,
              manifest: {
                id: '/',
                name: 'Njira — Freight marketplace',
                short_name: 'Njira',
                description:
                  'Njira connects cargo owners with trusted truck operators across Zambia and southern and eastern Africa.',
                lang: 'en',
                start_url: '/',
                scope: '/',
                display: 'standalone',
                background_color: '#ffffff',
                theme_color: THEME,
                icons: [
                  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
                  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
                  {
                    src: '/icons/icon-maskable-512.png',
                    sizes: '512x512',
                    type: 'image/png',
                    purpose: 'maskable',
                  },
                ],
              },
              workbox: {
                // Precached: the app shell (every address's page when offline) and OFFLINE_MODULES'
                // code (public-pages.ts), which the page has just put in the HTTP cache. Nothing a
                // screen does not show: not the prerendered pages (the shell draws them), not the
                // pictures (kept below as they are shown). Everything else under /assets is kept as
                // it is used (below).
                globPatterns: [APP_SHELL_FILE, 'assets/*.{js,css}'],
                manifestTransforms: [
                  async (entries) => ({
                    manifest: entries.filter(
                      (e) => !e.url.startsWith('assets/') || prerender.precache.has(e.url),
                    ),
                    warnings: [],
                  }),
                ],
                navigateFallback: `/${APP_SHELL_FILE}`,
                // The first worker takes the page it was installed from at once, so the pictures the
                // visitor scrolls to next are kept as they are shown (a new deploy's worker still
                // waits for the visitor's Reload: registerType 'prompt').
                clientsClaim: true,
                // The API is never answered by the service worker: no stale data passed off as fresh.
                navigateFallbackDenylist: [/^\/api\//],
                cleanupOutdatedCaches: true,
                runtimeCaching: [
                  {
                    // Hashed file names never change content: cache-first is always right.
                    urlPattern: /\/assets\/[^/]+-[\w-]{8}\.\w+$/,
                    handler: 'CacheFirst',
                    options: {
                      cacheName: 'njira-assets',
                      expiration: { maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 60 },
                    },
                  },
                  {
                    // The team's pictures keep their names when they change: shown from the cache,
                    // refreshed behind it.
                    urlPattern: /\/team\/[^/]+\.svg$/,
                    handler: 'StaleWhileRevalidate',
                    options: { cacheName: 'njira-pictures', expiration: { maxEntries: 20 } },
                  },
                ],
              },
            }),
            compression({
              algorithms: ['brotliCompress', 'gzip'],
              include: /\.(html|js|css|svg|json|webmanifest)$/,
              exclude: [/(^|\/)\./],
            }),
          ]),
    ],
    resolve: {
      // zod, with no eval probe (src/lib/zod-without-eval.ts), for our code and the domain package's.
      alias: [
        {
          find: /^zod$/,
          replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
        },
      ],
    },
    server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
    build: {
      // SVG images (hero still, flags) stay separate files: inlined they would be base64 inside the
      // landing JavaScript, which gzips worse and counts against the page's JS budget. The prerender
      // must name the very same files, and data: images are outside the CSP's img-src.
      assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
      sourcemap: false,
      ...(isSsrBuild
        ? { outDir: SSR_OUT_DIR, emptyOutDir: true }
        : {
            outDir: 'dist',
            // bench/run.mjs walks it to measure what each route loads.
            manifest: true,
            reportCompressedSize: true,
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: 'react-vendor', test: reactVendor, priority: 20 },
                    // Each icon is a few hundred bytes, smaller than its response headers: one chunk
                    // of all of them costs the landing fewer bytes than five requests.
                    { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 20 },
                    // Shared code by who loads it: start, auth and each role's screens (scripts/signed-in-chunks.ts).
                    // Only the modules it names: their imports the public pages share stay where they are.
                    { name: sharedChunks.name, priority: 10, includeDependenciesRecursively: false },
                  ],
                },
              },
            },
          }),
    },
  };
});
