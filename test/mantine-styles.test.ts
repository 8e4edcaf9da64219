// The web app loads Mantine's styles per component (apps/web/src/app/mantine-styles.ts) instead of
// the whole styles.css: a component used without its styles would render unstyled. Decision 0023.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'apps/web/src');
const mantineStyles = path.join(root, 'node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Names imported as values from '@mantine/core' anywhere in the web app. */
function mantineComponentsUsed(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(webSrc)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
      if (m[1]) continue;
      for (const part of m[2]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

describe('Mantine styles per component', () => {
  const list = fs.readFileSync(path.join(webSrc, 'app/mantine-styles.ts'), 'utf8');
  const imported = new Set(
    [...list.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map((m) => m[1]),
  );

  it('has the styles of every Mantine component the app uses', () => {
    const missing = [...mantineComponentsUsed()].filter(
      (name) => fs.existsSync(path.join(mantineStyles, `${name}.css`)) && !imported.has(name),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the order of the whole styles.css, so that later rules still override earlier ones', () => {
    const bundle = fs.readFileSync(path.join(mantineStyles, '../styles.css'), 'utf8');
    const positions = [...imported].map((name) => {
      const text = fs.readFileSync(path.join(mantineStyles, `${name}.css`), 'utf8');
      const firstRule = /\.m_[0-9a-f]+[^{]*\{/.exec(text)?.[0] ?? text.slice(0, 200);
      const at = bundle.indexOf(firstRule);
      expect(at, name).toBeGreaterThanOrEqual(0);
      return { name, at };
    });
    expect(positions.map((p) => p.name)).toEqual(
      [...positions].sort((a, b) => a.at - b.at).map((p) => p.name),
    );
    expect(positions[0]!.name).toBe('baseline');
  });

  it('never brings in the whole @mantine/core stylesheet', () => {
    for (const file of sourceFiles(webSrc))
      expect(fs.readFileSync(file, 'utf8'), file).not.toMatch(/@mantine\/core\/styles(\.layer)?\.css/);
  });
});
