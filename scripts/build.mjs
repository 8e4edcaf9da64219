// Builds the web app (vite) and the server bundle (esbuild) only when their inputs changed.
// Used by `npm start`, `npm run test:e2e` and `npm run bench`; `node scripts/build.mjs --force` rebuilds.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (...p) => path.join(root, ...p);

const STAMP = '.build-stamp';
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results', 'playwright-report']);

/** Files under `dir` (relative to the repo root), recursively, minus build output and `skip` subdirs. */
function listFiles(dir, skip = []) {
  const out = [];
  const walk = (d) => {
    let entries;
    try {
      entries = fs.readdirSync(rel(d), { withFileTypes: true });
    } catch {
      return; // an input folder that does not exist yet is simply empty
    }
    for (const e of entries) {
      const p = path.posix.join(d, e.name);
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name) && !skip.includes(p)) walk(p);
      } else if (e.isFile() && e.name !== STAMP) {
        out.push(p);
      }
    }
  };
  walk(dir);
  return out;
}

function packageDirs() {
  try {
    return fs
      .readdirSync(rel('packages'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `packages/${e.name}`);
  } catch {
    return [];
  }
}

/** Inputs both targets depend on: the workspace packages, the lockfile, shared config, this script. */
function sharedInputs() {
  const files = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'scripts/build.mjs'];
  for (const dir of packageDirs()) {
    files.push(`${dir}/package.json`, `${dir}/tsconfig.json`);
    files.push(...listFiles(`${dir}/src`));
    files.push(...listFiles(`${dir}/catalogue`)); // data shipped as source (the pump catalogue)
  }
  return files;
}

const targets = {
  web: {
    dist: 'apps/web/dist',
    outputs: () => ['index.html'],
    inputs: () => [...sharedInputs(), ...listFiles('apps/web', ['apps/web/test'])],
    ready: () => fs.existsSync(rel('apps/web/index.html')),
    notReady: 'apps/web/index.html does not exist yet',
    build: buildWeb,
  },
  server: {
    dist: 'apps/server/dist',
    outputs: () => Object.keys(serverEntryPoints()).map((name) => `${name}.js`),
    inputs: () => [
      ...sharedInputs(),
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      ...listFiles('apps/server/src'),
    ],
    ready: () => fs.existsSync(rel('apps/server/src/main.ts')),
    notReady: 'apps/server/src/main.ts does not exist yet',
    build: buildServer,
  },
};

/** Content hash of a list of repo-relative files (missing files hash as absent). */
function hashFiles(files) {
  const h = createHash('sha256');
  for (const f of [...new Set(files)].sort()) {
    h.update(f);
    h.update('\0');
    try {
      h.update(fs.readFileSync(rel(f)));
    } catch {
      h.update('<missing>');
    }
    h.update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

function readStamp(dist) {
  try {
    return JSON.parse(fs.readFileSync(rel(dist, STAMP), 'utf8')).hash ?? null;
  } catch {
    return null;
  }
}

function run(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(args[0] ?? cmd)} exited with ${signal ?? code}`)),
    );
  });
}

async function buildWeb() {
  const requireFromWeb = createRequire(rel('apps/web/package.json'));
  const vitePkg = requireFromWeb.resolve('vite/package.json');
  const viteBin = path.join(path.dirname(vitePkg), JSON.parse(fs.readFileSync(vitePkg, 'utf8')).bin.vite);
  await run(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: rel('apps/web') });
  await prerender(viteBin);
  precompress(rel('apps/web/dist'));
}

/** Where the SSR build of apps/web/src/prerender.tsx goes for the moment it is used (git-ignored). */
const PRERENDER_DIR = 'apps/web/.prerender';

/**
 * Writes a guest's home page into dist/index.html (apps/web/src/prerender.tsx): a Vite SSR build
 * of the prerender module, imported here, renders the frame and the home page to HTML; its gate
 * script goes first in the head and its clearing script right after #root. A phone paints the first screen from HTML and CSS before any
 * JavaScript has run (decision 0023). Vite's own SSR build, not a headless browser: the build needs
 * nothing the machine may lack.
 */
async function prerender(viteBin) {
  const outDir = rel(PRERENDER_DIR);
  await run(
    process.execPath,
    [
      viteBin,
      'build',
      '--ssr',
      'src/prerender.tsx',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: rel('apps/web') },
  );
  try {
    const mod = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
    const html = await mod.renderHomePage();
    const indexFile = rel('apps/web/dist/index.html');
    const index = fs.readFileSync(indexFile, 'utf8');
    const root = '<div id="root"></div>';
    if (!index.includes(root) || !index.includes('<head>'))
      throw new Error(`prerender: ${indexFile} has no empty ${root} or no <head>`);
    fs.writeFileSync(
      indexFile,
      index
        .replace('<head>', () => `<head>\n    <script>${mod.gateScript()}</script>`)
        .replace('  </head>', () => `${appLinks(rel('apps/web/dist'))}  </head>`)
        .replace(root, () => `<div id="root">${html}</div><script>${mod.clearScript()}</script>`),
    );
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(rel('apps/web/dist/.vite'), { recursive: true, force: true });
  }
}

/** The module apps/web/src/main.tsx imports once the first screen is painted. */
const APP_START = 'src/app/start.tsx';

/**
 * `<link>`s for the app that main.tsx starts after the first paint, from Vite's manifest: its chunks
 * as modulepreload (they download with the page, not after the paint) and its styles as stylesheets
 * (the prerendered markup needs the frame's and the home page's CSS modules before it paints).
 */
function appLinks(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  if (!manifest[APP_START]) throw new Error(`prerender: ${APP_START} is not a chunk of the web build`);
  const files = [];
  const css = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const dep of chunk.imports ?? []) visit(dep);
    files.push(chunk.file);
    css.push(...(chunk.css ?? []));
  };
  visit(APP_START);
  // What Vite's own tags in index.html already load: the entry, its static imports and its styles.
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const linked = new Set([
    entry?.file,
    ...(entry?.imports ?? []).map((k) => manifest[k].file),
    ...(entry?.css ?? []),
  ]);
  const tag = (rel, f) => `    <link rel="${rel}" crossorigin href="/${f}">\n`;
  return [
    ...files.filter((f) => !linked.has(f)).map((f) => tag('modulepreload', f)),
    ...[...new Set(css)].filter((f) => !linked.has(f)).map((f) => tag('stylesheet', f)),
  ].join('');
}

/** Files worth compressing: text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the request costs (the server's own threshold). */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Leaves `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible
 * file of `dir` over 1 KB, kept only where smaller than the file. The server sends the copy the
 * client accepts (@fastify/static preCompressed), so the best compression costs nothing per request.
 * Node's own zlib does it; a Vite plugin would add a dependency for these lines (decision 0023).
 */
export function precompress(dir) {
  const walk = (d) =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(d, e.name);
      return e.isDirectory() ? walk(p) : e.isFile() ? [p] : [];
    });
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < PRECOMPRESS_MIN_BYTES) continue;
    const copies = {
      '.br': zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      '.gz': zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
    };
    for (const [ext, packed] of Object.entries(copies))
      if (packed.length < data.length) fs.writeFileSync(file + ext, packed);
  }
}

/**
 * Every bare import that is not a workspace package stays external: node_modules is present at run
 * time (npm ci), and native addons (better-sqlite3, argon2, resvg) cannot be bundled anyway.
 */
function externalPackages() {
  const names = new Set();
  const manifests = ['package.json', 'apps/server/package.json', 'apps/web/package.json'];
  for (const dir of packageDirs()) manifests.push(`${dir}/package.json`);
  for (const m of manifests) {
    let pkg;
    try {
      pkg = JSON.parse(fs.readFileSync(rel(m), 'utf8'));
    } catch {
      continue;
    }
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
      for (const name of Object.keys(pkg[field] ?? {})) if (!name.startsWith('@podbor/')) names.add(name);
    }
  }
  return [...names].flatMap((n) => [n, `${n}/*`]);
}

// ESM output has no require/__dirname, but bundled CommonJS code (and some libraries) expect them.
// Unique names + `define` avoid clashing with a bundled module that declares its own __dirname.
const banner = [
  "import { createRequire as __podborCreateRequire } from 'node:module';",
  "import { fileURLToPath as __podborFileURLToPath } from 'node:url';",
  "import { dirname as __podborDirname } from 'node:path';",
  'const require = __podborCreateRequire(import.meta.url);',
  'const __podbor_filename = __podborFileURLToPath(import.meta.url);',
  'const __podbor_dirname = __podborDirname(__podbor_filename);',
].join('\n');

/**
 * The server's bundles: main.js, the selection worker thread's entry and the engine registry that
 * thread loads by URL (src/calculators.ts enginesModuleUrl points at dist/engines.js).
 */
function serverEntryPoints() {
  const entryPoints = { main: rel('apps/server/src/main.ts') };
  const optional = {
    'selection-worker': 'apps/server/src/modules/selection/worker.ts',
    engines: 'apps/server/src/engines.ts',
  };
  for (const [name, file] of Object.entries(optional))
    if (fs.existsSync(rel(file))) entryPoints[name] = rel(file);
  return entryPoints;
}

async function buildServer() {
  const esbuild = await import('esbuild');
  const entryPoints = serverEntryPoints();
  fs.rmSync(rel('apps/server/dist'), { recursive: true, force: true });
  await esbuild.build({
    entryPoints,
    outdir: rel('apps/server/dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Shared code (contracts, the calculator list) in common chunks; and a calculator module's lazy
    // halves stay in chunks of their own, so main.js never loads an engine (charts, PDF) and the
    // worker thread never loads routes.
    splitting: true,
    external: externalPackages(),
    tsconfig: rel('apps/server/tsconfig.json'),
    // A workspace package's root export (@podbor/engineering) bundled from src/, never a stale dist/.
    conditions: ['podbor-source'],
    banner: { js: banner },
    define: { __dirname: '__podbor_dirname', __filename: '__podbor_filename' },
    loader: { '.json': 'json' },
    logLevel: 'warning',
  });
}

/**
 * Builds what changed. Returns the names of the targets it rebuilt; throws when a build fails.
 * `log` receives one short line per target.
 */
export async function buildIfChanged({ force = false, only, log = (l) => console.log(l) } = {}) {
  const names = only ?? Object.keys(targets);
  const rebuilt = [];
  await Promise.all(
    names.map(async (name) => {
      const t = targets[name];
      if (!t.ready()) {
        log(`build: ${name} skipped (${t.notReady})`);
        return;
      }
      const hash = hashFiles(t.inputs());
      const outputsPresent = t.outputs().every((o) => fs.existsSync(rel(t.dist, o)));
      if (!force && outputsPresent && readStamp(t.dist) === hash) {
        log(`build: ${name} up to date`);
        return;
      }
      const started = Date.now();
      log(`build: ${name} ${force ? 'rebuilding (--force)' : 'inputs changed, rebuilding'}…`);
      try {
        await t.build();
      } catch (err) {
        throw new Error(`build: ${name} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      // The hash taken before the build is recorded: a file edited meanwhile triggers the next build.
      fs.writeFileSync(
        rel(t.dist, STAMP),
        JSON.stringify({ hash, builtAt: new Date().toISOString() }) + '\n',
      );
      log(`build: ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s → ${t.dist}`);
      rebuilt.push(name);
    }),
  );
  return rebuilt;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const only = args.filter((a) => a === 'web' || a === 'server');
  try {
    await buildIfChanged({ force: args.includes('--force'), only: only.length ? only : undefined });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
