// Security headers for every answer (helmet): a CSP that lets the SPA run its own scripts, the
// inline scripts its index.html carries (by hash) and Mantine's injected styles, and nothing else; no
// framing, nosniff, a strict referrer policy; and no caching of API answers (session data).
import helmet from 'helmet';
import fp from 'fastify-plugin';
import type { App } from '../app-types';

/**
 * The policy; `scriptHashes` are the CSP sources (`'sha256-…'`) of the inline scripts the web app's
 * index.html carries (the prerendered first screen's gate, plugins/spa.ts `inlineScriptHashes`).
 */
export const contentSecurityPolicy = (scriptHashes: readonly string[] = []) => ({
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    scriptSrcAttr: ["'none'"],
    // Mantine injects <style> tags (its CSS variables) at run time; scripts stay 'self' only.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Served over plain http on 127.0.0.1 by default; forcing https would break every asset.
    upgradeInsecureRequests: null,
  },
});

/** Cache-Control of every API answer unless its route says otherwise (a public image, a download). */
export const API_CACHE_CONTROL = 'no-store';

const isApi = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');

async function securityHeaders(app: App, opts: { scriptHashes?: readonly string[] }) {
  // The middleware is built once: @fastify/helmet built it (and parsed the CSP) on every request,
  // a tenth of the polled status call's time (issue 28 item 8). Nothing here varies per request.
  const setHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(opts.scriptHashes),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS belongs to the TLS terminator in front of podbor, not to a plain-http server.
    strictTransportSecurity: false,
    // The web app loads no cross-origin resources; keep isolation on.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    setHeaders(req.raw, reply.raw, (err?: unknown) => {
      if (err) return done(err instanceof Error ? err : new Error(String(err)));
      // An API answer is the caller's own (a session's data, a selection's state): never stored by
      // a browser or a proxy (issue 28 item 7). A route that may be cached sets its own header.
      if (isApi(req.url)) reply.header('cache-control', API_CACHE_CONTROL);
      done();
    });
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
