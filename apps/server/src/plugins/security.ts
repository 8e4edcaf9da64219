// Security headers for every answer (@fastify/helmet): a CSP that lets the SPA run its own scripts,
// the inline scripts its index.html carries (by hash) and Mantine's injected styles, and nothing
// else; no framing, nosniff, a strict referrer policy.
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { App } from '../app';

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

async function securityHeaders(app: App, opts: { scriptHashes?: readonly string[] }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: contentSecurityPolicy(opts.scriptHashes),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS belongs to the TLS terminator in front of podbor, not to a plain-http server.
    strictTransportSecurity: false,
    // The web app loads no cross-origin resources; keep isolation on.
    crossOriginEmbedderPolicy: false,
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
