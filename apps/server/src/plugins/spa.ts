// Serves the built web app from WEB_DIST_DIR: hashed files under /assets cached for a year, any
// other non-API page path answered with index.html (no-cache) so the client router takes over.
// The build leaves .br and .gz copies beside the files (scripts/build.mjs); preCompressed serves the
// one the client accepts, with Content-Encoding and Vary: accept-encoding (decision 0023).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@podbor/contracts';
import type { App } from '../app-types';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Answers a GET/HEAD of an unknown non-API path; false falls through to the 404. */
export type PageFallback = (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The not-found answer for a page path (the error handler's not-found handler calls it). */
    pageFallback: PageFallback;
  }
}

/**
 * CSP sources (`'sha256-…'`) of the inline scripts in the built index.html of `distDir` — the gate
 * of the prerendered first screen (apps/web/src/prerender.tsx) — so the policy allows exactly them.
 * Read once at start: a rebuilt web app needs a restarted server anyway (its hashed assets change).
 */
export function inlineScriptHashes(distDir: string): string[] {
  let html: string;
  try {
    html = fs.readFileSync(path.join(path.resolve(distDir), 'index.html'), 'utf8');
  } catch {
    return []; // not built: nothing is served, nothing to allow
  }
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`,
  );
}

async function spa(app: App, opts: { distDir: string }) {
  const root = path.resolve(opts.distDir);
  const indexFile = path.join(root, 'index.html');
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    // Paths under /api never come from the disk, whatever lies in the dist directory.
    allowedPath: (pathName) => !pathName.startsWith('/api/') && pathName !== '/api',
    setHeaders: (reply, filePath) => {
      const rel = path.relative(root, filePath).split(path.sep);
      reply.header('cache-control', rel[0] === 'assets' ? IMMUTABLE : NO_CACHE);
    },
  });

  /** The not-found answer for a page path: the SPA's index.html, or a 503 when not built. */
  const pageFallback: PageFallback = async (req, reply) => {
    // A missing hashed asset is a real 404 (a stale page asking for an old build), never HTML.
    const pathname = req.url.split('?')[0]!;
    if (pathname === '/assets' || pathname.startsWith('/assets/')) return false;
    if (!fs.existsSync(indexFile)) {
      req.log.warn({ distDir: root }, 'web app not built');
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .send(apiMessages.webNotBuilt);
      return true;
    }
    // Not awaited: a reply is thenable and settles only once the file has been streamed.
    void reply.header('cache-control', NO_CACHE).sendFile('index.html', root, { cacheControl: false });
    return true;
  };
  app.decorate('pageFallback', pageFallback);
}

export default fp(spa, { name: 'spa' });
