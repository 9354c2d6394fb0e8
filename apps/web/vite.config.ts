import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.NJIRA_API_URL ?? 'http://127.0.0.1:3000';

// React, react-dom and the router change far less often than our code: one long-cached chunk.
const reactVendor =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

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

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    cspSources(loadEnv(mode, process.cwd(), 'VITE_').VITE_HERO_VIDEOS),
    // A brotli and a gzip copy beside every text file; the server picks one by Accept-Encoding.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|css|svg|json|webmanifest)$/,
      exclude: [/(^|\/)\./],
    }),
  ],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    // SVG images (hero still, flags) stay separate files: inlined they would be base64 inside the
    // landing JavaScript, which gzips worse and counts against the page's JS budget.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    sourcemap: false,
    // bench/run.mjs walks it to measure what each route loads.
    manifest: true,
    reportCompressedSize: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'react-vendor', test: reactVendor }] } },
    },
  },
}));
