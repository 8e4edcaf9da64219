// The worker pool from a bundle: built like dist/main.js + dist/selection-worker.js, the pool must
// find its worker beside the bundle and run jobs without tsx.
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { enginesModuleUrl } from '../src/calculators';
import { workerLocation } from '../src/modules/selection/pool';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..', '..');

/** Like scripts/build.mjs: every package but the workspace ones stays external (native addons too). */
function serverDependencies(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(here, '..', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(pkg.dependencies)
    .filter((n) => !n.startsWith('@podbor/'))
    .flatMap((n) => [n, `${n}/*`]);
}

describe('selection worker location', () => {
  it('is worker-source.mjs beside pool.ts from source, selection-worker.js beside the bundle', () => {
    expect(workerLocation('file:///app/apps/server/src/modules/selection/pool.ts')).toBe(
      'file:///app/apps/server/src/modules/selection/worker-source.mjs',
    );
    expect(workerLocation('file:///app/apps/server/dist/main.js')).toBe(
      'file:///app/apps/server/dist/selection-worker.js',
    );
  });

  it('loads the engines from engines.ts beside calculators.ts from source, engines.js beside the bundle', () => {
    expect(enginesModuleUrl('file:///app/apps/server/src/calculators.ts')).toBe(
      'file:///app/apps/server/src/engines.ts',
    );
    expect(enginesModuleUrl('file:///app/apps/server/dist/chunk-ABC.js')).toBe(
      'file:///app/apps/server/dist/engines.js',
    );
  });

  it('runs jobs from a bundled build', async () => {
    // Inside node_modules so the bundle resolves its external packages (piscina) like dist/ does.
    const cache = path.join(repoRoot, 'node_modules', '.cache');
    fs.mkdirSync(cache, { recursive: true });
    const out = fs.mkdtempSync(path.join(cache, 'podbor-bundle-'));
    try {
      await build({
        entryPoints: {
          'pool-entry': path.join(here, 'fixtures', 'pool-entry.ts'),
          'selection-worker': path.join(here, '..', 'src', 'modules', 'selection', 'worker.ts'),
          engines: path.join(here, 'fixtures', 'engines.ts'),
        },
        outdir: out,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        external: serverDependencies(),
        conditions: ['podbor-source'], // as scripts/build.mjs: workspace package roots from src/
        logLevel: 'silent',
      });
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join(out, 'pool-entry.js'), pathToFileURL(path.join(out, 'engines.js')).href],
        { timeout: 60_000 },
      );
      expect(JSON.parse(stdout)).toEqual([
        { kind: 'done', files: ['Подбор станции.pdf', 'Подбор станции.pdf', '../../etc/passwd'] },
        { kind: 'refused', error: 'Решений не найдено' },
      ]);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
