// Vite for the web app: React, the dev proxy to the API server, and the build split so the home page
// loads only the frame and the cards (calculators, charts and the cabinet arrive as lazy chunks).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiTarget = process.env.PODBOR_API_URL ?? 'http://127.0.0.1:3000';

// Only the libraries every page needs at start form a shared vendor chunk (cached across releases).
// Mantine, zod and ECharts are left to automatic splitting: a group would pull every component into
// one eagerly loaded chunk, while without one, what only lazy routes use travels in their chunks.
const vendorGroups = [
  {
    name: 'vendor',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
    // Only what the first page imports: parts of these libraries that only lazy routes use (the
    // query observers of the calculators…) stay in those routes' chunks.
    tags: ['$initial' as const],
  },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
