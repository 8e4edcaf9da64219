// Home page weight: gzip size of the JavaScript the built home page loads up front — its module
// scripts and modulepreload links in apps/web/dist/index.html (lazy routes are not counted). ≤ 150 KB.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchContext, Figure } from '../lib/types';

/** The same-origin JS files index.html loads initially, as paths relative to dist. */
export function initialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (n: string) => new RegExp(`\\b${n}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const isModuleScript = /^<script/i.test(tag) && attr('type') === 'module' && attr('src');
    const isPreload = /^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href');
    const url = isModuleScript ? attr('src') : isPreload ? attr('href') : undefined;
    if (url && !/^(https?:)?\/\//.test(url)) found.add(url.replace(/^\.?\//, '').split(/[?#]/)[0]!);
  }
  return [...found];
}

export default async function run(ctx: BenchContext): Promise<Figure[]> {
  const dist = path.join(ctx.repoRoot, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = initialScripts(html);
  if (files.length === 0) throw new Error('apps/web/dist/index.html loads no module script');
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const f of files) {
    const content = fs.readFileSync(path.join(dist, f));
    const gzipped = gzipSync(content).length;
    rawBytes += content.length;
    gzipBytes += gzipped;
    ctx.log(`${f}: ${(gzipped / 1024).toFixed(1)} KB gzip`);
  }
  return [
    { name: 'home page initial JS (gzip)', value: gzipBytes / 1024, unit: 'KB', target: '≤ 150' },
    { name: 'home page initial JS (raw)', value: rawBytes / 1024, unit: 'KB', target: null },
  ];
}
