// The calculator registry's zod-free half is what the home page's first download reads (cards,
// routes, breadcrumbs): it may import types only, and the web reaches it by its own entry point.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('calculator registry', () => {
  it('keeps packages/contracts/src/calculators.ts free of value imports (no zod on the home page)', () => {
    const imports = read('packages/contracts/src/calculators.ts').match(/^import .*$/gm) ?? [];
    expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([]);
    expect(JSON.parse(read('packages/contracts/package.json')).exports['./calculators']).toBe(
      './src/calculators.ts',
    );
  });

  it('is what the home page, the router and the paths read, through the zod-free entry', () => {
    for (const file of [
      'apps/web/src/config/paths.ts',
      'apps/web/src/app/router.tsx',
      'apps/web/src/app/route-names.ts',
      'apps/web/src/features/calculators/home/home-cards.ts',
    ]) {
      expect(read(file), file).toMatch(/from '@podbor\/contracts\/calculators'/);
      expect(read(file), file).not.toMatch(/from '@podbor\/contracts'/);
    }
  });
});
