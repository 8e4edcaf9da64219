// The HTTP layer as a client meets it: security headers, OpenAPI and its page, the SPA and its
// cache rules, and every kind of bad input answered in the envelope without touching the database.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@podbor/contracts';
import { createTestApp, onceOnSqlite, type TestApp } from './helpers/test-app';
import { countRows, createSelectionApp, grantFor } from './helpers/selection-app';
import { buildApp } from '../src/app';

function makeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="ru"><head><script>${GATE_SCRIPT}</script></head><div id="root"></div></html>`,
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-3f9a1c.js'), 'console.log("podbor")');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, 'assets', BIG_ASSET), BIG_ASSET_TEXT);
  return dir;
}

/** An inline script like the gate of the prerendered first screen (apps/web/src/prerender.tsx). */
const GATE_SCRIPT = "document.documentElement.setAttribute('data-prerender','off')";
const GATE_HASH = `'sha256-${createHash('sha256').update(GATE_SCRIPT).digest('base64')}'`;

/** A hashed asset big enough for the build to leave compressed copies beside it. */
const BIG_ASSET = 'vendor-8c2e41.js';
const BIG_ASSET_TEXT = Array.from(
  { length: 400 },
  (_, i) => `export const label${i} = 'Подбор насоса ${i}';\n`,
).join('');

/** The build's own step that leaves .br and .gz copies beside the web app's files. */
async function precompress(dir: string) {
  const buildScript = pathToFileURL(path.resolve(import.meta.dirname, '../../../scripts/build.mjs')).href;
  const mod = (await import(buildScript)) as { precompress: (dir: string) => void };
  mod.precompress(dir);
}

describe.each(onceOnSqlite)('HTTP layer on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    await precompress(dist);
    t = await createSelectionApp(kind, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it.each(['/healthz', '/api/v1/nope', '/person/place/1', '/assets/index-3f9a1c.js'])(
      'are on %s',
      async (url) => {
        const res = await t.app.inject({ method: 'GET', url });
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        // The SPA's own scripts, and of inline ones only those index.html carries, by hash.
        expect(csp).toContain(`script-src 'self' ${GATE_HASH};`);
        expect(csp).toContain("style-src 'self' 'unsafe-inline'");
        expect(csp).toContain("img-src 'self' data: blob:");
        expect(csp).toContain("connect-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('upgrade-insecure-requests');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options']).toBe('DENY');
      },
    );
  });

  describe('OpenAPI', () => {
    it('serves a valid OpenAPI 3 document listing the routes', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
      expect(doc.info.title).toBe('podbor API');
      expect(
        doc.paths['/api/v1/calc/access'].post.requestBody.content['application/json'].schema,
      ).toMatchObject({
        type: 'object',
        required: ['calc', 'password'],
        additionalProperties: false,
      });
      expect(doc.paths['/api/v1/request/{hash}'].get.responses['200']).toBeTruthy();
      expect(doc.paths['/api/v1/files/{id}/{name}'].get).toBeTruthy();
      expect(doc.paths['/api/v1/search/{category}'].post).toBeTruthy();
      expect(doc.paths['/api/v1/search/station'].post.requestBody).toBeTruthy();
      // Every operation has responses, and no internal route (docs, SPA) leaks into the document.
      for (const [p, ops] of Object.entries<Record<string, { responses: object }>>(doc.paths)) {
        expect(p.startsWith('/api/v1/') || p === '/healthz' || p === '/readyz', p).toBe(true);
        for (const op of Object.values(ops)) expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      }
    });

    it('serves the docs page as HTML', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('swagger-ui');
    });
  });

  describe('the web app', () => {
    it('answers a client route with index.html, never cached', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/person/place/1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      const home = await t.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<div id="root">');
    });

    it('serves hashed assets with a year-long immutable cache, other files with no-cache', async () => {
      const js = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toMatch(/javascript/);
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['cache-control']).toBe('no-cache');
    });

    it('sends a hashed asset compressed as the browser accepts it, the same bytes once unpacked', async () => {
      const url = `/assets/${BIG_ASSET}`;
      const br = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(BIG_ASSET_TEXT) / 4);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_ASSET_TEXT);

      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['vary']).toMatch(/accept-encoding/i);
      expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_ASSET_TEXT);

      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(BIG_ASSET_TEXT);
    });

    it('answers a client route with index.html, never cached, when compression is asked for', async () => {
      for (const url of ['/', '/person/place/1']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        const encoding = res.headers['content-encoding'];
        const body =
          encoding === 'br'
            ? zlib.brotliDecompressSync(res.rawPayload)
            : encoding === 'gzip'
              ? zlib.gunzipSync(res.rawPayload)
              : res.rawPayload;
        expect(body.toString(), url).toContain('<div id="root">');
      }
    });

    it('answers a missing asset with 404, not with the page', async () => {
      for (const url of ['/assets/index-old.js', '/assets/', '/assets']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('<div id="root">');
      }
    });

    it('never serves a file outside the dist directory', async () => {
      for (const url of ['/../package.json', '/assets/../../package.json', '/%2e%2e/package.json']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.body, url).not.toContain('"workspaces"');
      }
    });

    it('never serves the page for an API path', async () => {
      for (const url of ['/api/v1/nope', '/api/nope', '/api']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ statusCode: 404, response: { error: apiMessages.routeNotFound } });
      }
    });
  });

  describe('compression of API answers', () => {
    it('compresses a large JSON answer (the API description): gzip as browsers ask, brotli when only it is taken', async () => {
      const gz = await t.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(gz.statusCode).toBe(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['vary']).toMatch(/accept-encoding/i);
      const doc = JSON.parse(zlib.gunzipSync(gz.rawPayload).toString());
      expect(doc.info.title).toBe('podbor API');
      expect(gz.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(doc)) / 4);
      const br = await t.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        headers: { 'accept-encoding': 'br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(doc);
      const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(doc);
    });

    it('sends the small status answer the calculators poll as it is, without compressing it', async () => {
      const grant = await grantFor(t.app);
      const submitted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/search/station',
        headers: { 'calc-access': grant },
        payload: { mode: 'sleep', ms: 0 },
      });
      const { hash } = submitted.json().response;
      const poll = await t.app.inject({
        method: 'GET',
        url: `/api/v1/request/${hash}`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(poll.statusCode).toBe(200);
      expect(poll.headers['content-encoding']).toBeUndefined();
      expect(poll.rawPayload.length).toBeLessThan(1024);
      expect(poll.json().response.hash).toBe(hash);
    });
  });

  describe('bad input', () => {
    const access = (payload: string | object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/calc/access',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });

    it('malformed JSON → 400', async () => {
      const before = await countRows(t);
      const res = await access('{"calc": "DCU", "password": ');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, response: { error: apiMessages.badJson } });
      expect(await countRows(t)).toEqual(before);
    });

    it('wrong types → 400 naming each field', async () => {
      const res = await access({ calc: 5, password: ['x'] });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.response.error).toBe(apiMessages.validation);
      expect(Object.keys(body.response.fields).sort()).toEqual(['calc', 'password']);
    });

    it('a missing body → 400', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/calc/access' });
      expect(res.statusCode).toBe(400);
      expect(res.json().response.error).toBe(apiMessages.validation);
    });

    it('unknown fields → 400 naming the field', async () => {
      const res = await access({ calc: 'DCU', password: 'x', admin: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().response).toEqual({
        error: apiMessages.validation,
        fields: { admin: apiMessages.unknownField },
      });
    });

    it('a huge body → 413', async () => {
      const before = await countRows(t);
      const res = await access({ calc: 'DCU', password: 'x'.repeat(2 * 1024 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ statusCode: 413, response: { error: apiMessages.bodyTooLarge } });
      expect(await countRows(t)).toEqual(before);
    });

    it('a body that is not JSON → 415', async () => {
      const res = await access('calc=DCU', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.statusCode).toBe(415);
      expect(res.json().response.error).toBe(apiMessages.unsupportedMediaType);
    });

    it('a prototype-poisoning body → 400, not a 500', async () => {
      const res = await access('{"calc":"DCU","password":"x","__proto__":{"admin":true}}');
      expect(res.statusCode).toBe(400);
    });

    it('an undecodable URL → 400 in the envelope, not a 500', async () => {
      for (const url of ['/api/v1/request/%E0%A4%A', '/api/v1/user/object/%ZZ', '/person/%E0%A4%A']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ statusCode: 400, response: { error: apiMessages.badUrl } });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      }
    });

    it('a too-long URL → 414 in the envelope, on API and page paths alike', async () => {
      for (const url of [
        `/api/v1/request/${'a'.repeat(9000)}`,
        `/api/v1/calc/access?x=${'a'.repeat(9000)}`,
        `/person/${'a'.repeat(9000)}`,
        `/assets/${'a'.repeat(9000)}.js`,
      ]) {
        const res = await t.app.inject({ method: url.includes('calc') ? 'POST' : 'GET', url });
        expect(res.statusCode, url.slice(0, 30)).toBe(414);
        expect(res.json()).toEqual({ statusCode: 414, response: { error: apiMessages.urlTooLong } });
      }
    });

    it('a file name of 255 characters still reaches the download route', async () => {
      for (const name of [`${'а'.repeat(251)}.pdf`, `${'a'.repeat(251)}.pdf`]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/files/1/${encodeURIComponent(name)}` });
        expect(res.statusCode).toBe(401); // the guest's refusal of a download, not «no such address»
        expect(res.json().response.error).toBe(apiMessages.downloadNeedsLogin);
      }
    });

    it('a hash longer than any real one is an unknown request, not a refusal', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/request/${'a'.repeat(3000)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().response.error).toMatch(
        /^(Запрос подбора не найден|Такого адреса API не существует)$/,
      );
    });

    it('an unknown API path or method → 404 in the envelope', async () => {
      const post = await t.app.inject({ method: 'POST', url: '/api/v1/nope', payload: {} });
      expect(post.json()).toEqual({ statusCode: 404, response: { error: apiMessages.routeNotFound } });
      const del = await t.app.inject({ method: 'DELETE', url: '/api/v1/calc/access' });
      expect(del.statusCode).toBe(404);
      expect(del.json().response.error).toBe(apiMessages.routeNotFound);
    });
  });
});

describe('without a built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { WEB_DIST_DIR: path.join(os.tmpdir(), 'podbor-no-such-dist') });
  });
  afterAll(async () => t?.close());

  it('answers page paths with a clear Russian 503 text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/station' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(apiMessages.webNotBuilt);
  });

  it('still answers the API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/x' })).statusCode).toBe(404);
  });
});

describe('what Node refuses before Fastify', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('a request target over 16 KB → 431 in the envelope with a Russian message', async () => {
    const res = await fetch(`${base}/api/v1/request/${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ statusCode: 431, response: { error: apiMessages.headersTooLarge } });
  });

  it('a broken request line → 400 in the envelope', async () => {
    const { port } = new URL(base);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('NONSENSE\r\n\r\n'));
      let data = '';
      socket.on('data', (c) => (data += String(c)));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 400,
      response: { error: apiMessages.badHttpRequest },
    });
  });
});

describe('request logs', () => {
  it('log every request without tokens or passwords', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const dist = makeDist();
    const t = await createTestApp('sqlite', { WEB_DIST_DIR: dist }, (deps) =>
      buildApp(deps, { logger: { level: 'info', stream } }),
    );
    try {
      const page = await t.app.inject({ method: 'GET', url: '/person/place/1' });
      expect(page.statusCode).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/calc/access',
        headers: { jwt: 'jwt session-token-xyz', 'calc-access': 'grant-token-xyz' },
        payload: { calc: 'DCU', password: 'dcu-dev' },
      });
      // Anyone logging a request's headers or body later gets them redacted too.
      t.app.log.info(
        { req: { headers: { jwt: 'jwt session-token-xyz' } }, body: { password: 'hunter22' } },
        'probe',
      );
      const log = lines.join('');
      expect(log).toContain('incoming request');
      expect(log).toContain('request completed');
      expect(log).toContain('/api/v1/calc/access');
      expect(log).toContain('probe');
      for (const secret of ['session-token-xyz', 'grant-token-xyz', 'dcu-dev', 'hunter22']) {
        expect(log).not.toContain(secret);
      }
      // The grant in the answer is never logged either.
      expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
      // Nothing above went wrong on the server's side (no warnings, no errors).
      expect(lines.filter((l) => JSON.parse(l).level >= 40)).toEqual([]);
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
