// The README a newcomer reads stays true to the code: the two quick-start commands, the home page
// screenshot, every environment variable the server reads (with its default), the dev passwords,
// and every decision record, by its own title.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { calcPasswordVariable, calculatorList } from '../packages/contracts/src/calculators';
import { loadConfig } from '../apps/server/src/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const configSource = fs.readFileSync(path.join(root, 'apps/server/src/config.ts'), 'utf8');

/** The `| \`NAME\` | default | meaning |` rows of the configuration table. */
const configRows = (() => {
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('### Running on PostgreSQL'));
  const rows = new Map<string, string>();
  for (const m of table.matchAll(/^\|\s*`([A-Z][A-Z0-9_]+)`\s*\|([^|]*)\|/gm)) rows.set(m[1]!, m[2]!.trim());
  return rows;
})();

describe('README', () => {
  it('starts with exactly the two commands and shows the home page', () => {
    const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('### Development'));
    const commands = [...quickStart.matchAll(/^```sh\n([\s\S]*?)```/gm)].flatMap((m) =>
      m[1]!
        .trim()
        .split('\n')
        .map((l) => l.replace(/\s+#.*$/, '').trim()),
    );
    expect(commands).toEqual(['npm ci && npm start', 'npm test']);
    const shot = readme.match(/!\[[^\]]*\]\(([^)]+\.png)\)/)?.[1];
    expect(shot && fs.existsSync(path.join(root, shot))).toBe(true);
  });

  it('documents every environment variable the server reads', () => {
    const schema = configSource.slice(
      configSource.indexOf('const envSchema'),
      configSource.indexOf('export type Env'),
    );
    // The calculator passwords are built from the registry: one variable per calculator.
    const read = [
      ...[...schema.matchAll(/^ +([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!),
      ...calculatorList.map((c) => calcPasswordVariable(c.name)),
    ];
    expect(read.length).toBeGreaterThan(10);
    expect(read.filter((name) => !configRows.has(name))).toEqual([]);
    expect([...configRows.keys()].filter((name) => !read.includes(name))).toEqual([]);
  });

  it('gives the defaults the code applies', () => {
    const defaults = loadConfig({});
    for (const [name, value] of Object.entries(defaults)) {
      if (!configRows.has(name) || (typeof value !== 'string' && typeof value !== 'number')) continue;
      if (name === 'WEB_DIST_DIR') continue; // an absolute path; the table gives it from the repository root
      expect(configRows.get(name), name).toContain(`\`${value}\``);
    }
  });

  it('lists the development password of every calculator', () => {
    const defaults = loadConfig({});
    for (const { name: calc } of calculatorList) {
      const name = calcPasswordVariable(calc);
      const password = defaults[name];
      const section = readme.slice(
        readme.indexOf('### Calculator passwords'),
        readme.indexOf('### Where SMS'),
      );
      expect(section).toMatch(new RegExp(`\`${password}\`\\s*\\|\\s*\`${name}\``));
    }
  });

  it('lists every decision record by its number and title, in order', () => {
    const dir = path.join(root, 'docs/decisions');
    const records = fs
      .readdirSync(dir)
      .filter((f) => /^\d{4}.*\.md$/.test(f))
      .sort()
      .map((f) => {
        const title = fs.readFileSync(path.join(dir, f), 'utf8').split('\n')[0]!.replace(/^# /, '');
        return `- [${title}](docs/decisions/${f})`;
      });
    const listed = readme.split('\n').filter((l) => l.startsWith('- [') && l.includes('(docs/decisions/'));
    expect(listed).toEqual(records);
  });
});
