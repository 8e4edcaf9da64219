// No source file imports itself through others (issue 32 item 3): a cycle, even of types only, ties
// every file on it together — 27 server files once took `App` from app.ts, which imports every
// module. Each workspace's sources are read by madge (the import graph as TypeScript resolves it,
// type imports included) and must have none.
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const workspaces = [
  'apps/server',
  'apps/web',
  'packages/contracts',
  'packages/engineering',
  'packages/catalog',
  'packages/charts',
];

describe('import cycles', () => {
  it.each(workspaces)(
    '%s/src has none',
    async (ws) => {
      const graph = await madge(path.join(root, ws, 'src'), {
        fileExtensions: ['ts', 'tsx'],
        tsConfig: path.join(root, ws, 'tsconfig.json'),
        detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
      });
      expect(graph.circular().map((cycle) => cycle.join(' → '))).toEqual([]);
    },
    60_000,
  );
});
