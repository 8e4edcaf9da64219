// The package root works from a build in plain Node — no tsx, no Vite — as a script outside the
// monorepo's tooling would use it: `import('@podbor/engineering')` after `npm run build`.
// Node's types for this test only (the package's tsconfig has none: src stays free of Node).
/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as root from '@podbor/engineering';
import { FluidRangeError } from '../src/fluids';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(pkgDir, '../..');

describe('@podbor/engineering root export', () => {
  it('resolves to src/ under Vitest (the "podbor-source" condition), not to a stale dist/', () => {
    expect(root.FluidRangeError).toBe(FluidRangeError);
  });

  it('imports in plain Node and computes water at 20 °C and refuses boiling water in Russian', () => {
    execFileSync(process.execPath, [path.join(pkgDir, 'scripts/build.mjs')], { cwd: repoRoot });
    const script = `
      const m = await import('@podbor/engineering');
      const p = m.fluidProperties({ medium: 'water' }, { temperature: 20 });
      let refusal;
      try { m.fluidProperties({ medium: 'water' }, { temperature: 120 }); } catch (e) {
        refusal = { name: e.name, isRange: e instanceof RangeError, isFluid: e instanceof m.FluidRangeError, reason: e.reason, message: e.message };
      }
      console.log(JSON.stringify({ p, refusal, gcal: m.gcalPerHourToW(1) }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    const { p, refusal, gcal } = JSON.parse(out);
    expect(p.density).toBeCloseTo(998.206, 3);
    expect(p.viscosity * 1e3).toBeCloseTo(1.0016, 4);
    expect(refusal).toEqual({
      name: 'FluidRangeError',
      isRange: true,
      isFluid: true,
      reason: 'boiling',
      message: 'Вода при 120 °C кипит при давлении ниже 1,99 бар (абс.); задано 1,01 бар (абс.)',
    });
    expect(gcal).toBeCloseTo(1.163e6, 6);
  }, 20000);
});
