// Vite for the web app: React, the dev proxy to the API server, and the build split so the home page
// loads only the frame and the cards (calculators, charts and the cabinet arrive as lazy chunks).
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiTarget = process.env.PODBOR_API_URL ?? 'http://127.0.0.1:3000';

// Only the libraries every page needs at start form a shared vendor chunk (cached across releases).
// Mantine, zod, ECharts and TanStack Query are left to automatic splitting: a group would pull all
// of a library into one eagerly loaded chunk, while without one, what only lazy routes use travels in
// their chunks (the home page fetches nothing: lib/query-scope.tsx brings the query client lazily).
const vendorLibrary = /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;
// The Mantine pieces the frame and the home page draw (its core, and these components) form one
// chunk. Left to automatic splitting, they are shared with many lazy chunks in different
// combinations and end up cut into several small eager chunks, which costs ~2 KB gzip of glue and
// lost compression (measured with `npm run size`). A component missing here is only split again.
const frameUi =
  /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/](core[\\/](?!utils)|components[\\/](Burger|Button|Card|Loader|Paper|Stack|Text|Title|Transition|UnstyledButton)[\\/])|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes))/;

const vendorGroups = [
  { name: 'vendor', test: vendorLibrary },
  { name: 'frame-ui', test: frameUi },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // A workspace package's root export (@podbor/engineering) from src/, never a stale dist/ (decision 0025).
  resolve: { conditions: ['podbor-source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget },
      '/readyz': { target: apiTarget },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    proxy: {
      '/api': { target: apiTarget },
      '/healthz': { target: apiTarget },
      '/readyz': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the build's prerender step (scripts/build.mjs) to list the app's chunks and styles in
    // index.html, then deleted: the server has no use for it.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports (ES2022) knows <link rel="modulepreload">; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
