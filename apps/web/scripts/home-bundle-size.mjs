// Measures what the home page downloads at start: the entry script of dist/index.html, the chunks
// it lists as modulepreload (the app main.tsx starts after the first paint) and every chunk those
// import statically (lazy import() chunks excluded), gzip-compressed. Run after a build:
//   node apps/web/scripts/home-bundle-size.mjs [--max-kb 150]
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+)"/g),
].map((m) => m[1]);

const seen = new Map();
const visit = (file) => {
  if (seen.has(file)) return;
  const code = readFileSync(join(dist, file));
  seen.set(file, gzipSync(code, { level: 9 }).length);
  const text = code.toString('utf8');
  // Static imports only: `import {a} from "./x.js"`, `import "./x.js"`, `export {a} from "./x.js"`.
  for (const m of text.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]*?from\s*)?["'](\.\/[^"']+\.js)["']/g,
  )) {
    visit(join(dirname(file), m[1]));
  }
};
entries.forEach(visit);

const total = [...seen.values()].reduce((a, b) => a + b, 0);
for (const [file, size] of [...seen].sort((a, b) => b[1] - a[1]))
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total (gzip) for the home page's first load`);

const maxIdx = process.argv.indexOf('--max-kb');
if (maxIdx > 0) {
  const max = Number(process.argv[maxIdx + 1]);
  if (total / 1024 > max) {
    console.error(`Home page JS is ${(total / 1024).toFixed(1)} KB gzip, above the ${max} KB budget.`);
    process.exit(1);
  }
}
