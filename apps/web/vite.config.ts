import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.NJIRA_API_URL ?? 'http://127.0.0.1:3000';

// React, react-dom and the router change far less often than our code: one long-cached chunk.
const reactVendor =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
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
});
