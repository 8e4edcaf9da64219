// Builds the package root to dist/index.js (ESM, one file, no dependencies) so plain Node can
// `import('@podbor/engineering')`; the "podbor-source" export condition serves src/ to Vite, Vitest, esbuild and tsx.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles src/index.ts to `outfile` (default dist/index.js); resolves when written. */
export async function buildEngineering(outfile = path.join(pkgDir, 'dist/index.js')) {
  await esbuild.build({
    entryPoints: [path.join(pkgDir, 'src/index.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    logLevel: 'warning',
  });
  return outfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildEngineering();
