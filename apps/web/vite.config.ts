import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { APP_SHELL_FILE, PUBLIC_PAGES } from './src/app/public-pages.ts';

const apiTarget = process.env.NJIRA_API_URL ?? 'http://127.0.0.1:3000';

// React, react-dom and the router change far less often than our code: one long-cached chunk.
const reactVendor =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

/** `npm run build` first builds src/app/prerender.tsx for Node here, then the browser app renders pages with it. */
const SSR_OUT_DIR = 'node_modules/.prerender';

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
    font: /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  });

  return {
    plugins: [
      react(),
      tailwindcss(),
      ...(isSsrBuild
        ? []
        : [
            prerender,
            cspSources(env.VITE_HERO_VIDEOS),
            // A brotli and a gzip copy beside every text file; the server picks one by Accept-Encoding.
            compression({
              algorithms: ['brotliCompress', 'gzip'],
              include: /\.(html|js|css|svg|json|webmanifest)$/,
              exclude: [/(^|\/)\./],
            }),
          ]),
    ],
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
                    { name: 'react-vendor', test: reactVendor },
                  ],
                },
              },
            },
          }),
    },
  };
});
