import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.NJIRA_API_URL ?? 'http://127.0.0.1:3000';

// React, react-dom and the router change far less often than our code: one long-cached chunk.
const reactVendor =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    // Assets under Vite's 4 KB default are inlined to save round trips on high-latency links (the hero
    // still, the first thing painted, arrives with the landing chunk). Flags are the exception: they sit
    // below the fold and load lazily as images, keeping their bytes out of the landing JavaScript.
    assetsInlineLimit: (file) => (file.includes('flag-icons') ? false : undefined),
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'react-vendor', test: reactVendor }] } },
    },
  },
});
