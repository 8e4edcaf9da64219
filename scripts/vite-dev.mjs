// Vite's dev server for apps/web with /api (and /readyz) proxied to the API that `npm run dev` runs.
// The web app's own vite.config.ts is loaded as usual; only the proxy is added on top.
import path from 'node:path';
import { createServer } from 'vite';
import { root } from './build.mjs';

const target = process.env.PODBOR_API_TARGET ?? 'http://127.0.0.1:3000';

const server = await createServer({
  root: path.join(root, 'apps/web'),
  server: {
    proxy: {
      '/api': { target, changeOrigin: false, ws: true },
      '/readyz': { target },
    },
  },
});
await server.listen();
server.printUrls();
console.log(`API requests (/api) go to ${target}`);

const close = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
