// `npm run bench [-- name…]`: builds what changed, runs bench/suites/*.ts (all, or those whose name
// contains an argument), prints `name value unit target` per figure and saves bench/results.json.
// Exit code 0 only when every suite ran and every figure with a target met it (1 otherwise).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildIfChanged } from '../scripts/build.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const resultsFile = path.join(benchDir, 'results.json');

const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const suites = fs
  .readdirSync(path.join(benchDir, 'suites'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
  .map((f) => f.slice(0, -3))
  .sort()
  .filter((name) => filters.length === 0 || filters.some((q) => name.includes(q)));
if (suites.length === 0) {
  console.error(`bench: no suite matches ${filters.join(', ')}`);
  process.exit(2);
}

if (!process.argv.includes('--no-build')) {
  try {
    await buildIfChanged({ log: (l) => process.stderr.write(l + '\n') });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

register();
const { createContext } = await import(pathToFileURL(path.join(benchDir, 'lib/context.ts')).href);

/** '≤ 150', '<= 3', '≥ 3000' → pass/fail (a value that is no number fails); no target: null. */
function meets(value, target) {
  const m = /^\s*(≤|<=|<|≥|>=|>)\s*(-?[\d.]+)/.exec(target ?? '');
  if (!m) return null;
  if (!Number.isFinite(value)) return false;
  const limit = Number(m[2]);
  switch (m[1]) {
    case '≤':
    case '<=':
      return value <= limit;
    case '<':
      return value < limit;
    case '≥':
    case '>=':
      return value >= limit;
    default:
      return value > limit;
  }
}

function format(value) {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  return abs >= 1000
    ? value.toFixed(0)
    : abs >= 100
      ? value.toFixed(1)
      : abs >= 1
        ? value.toFixed(2)
        : value.toPrecision(3);
}

const rows = [];
const widths = { name: 44, value: 10, unit: 8, target: 10 };
const printRow = (r) =>
  console.log(
    `${r.name.padEnd(widths.name)} ${format(r.value).padStart(widths.value)} ${r.unit.padEnd(widths.unit)} ${(r.target ?? '—').padEnd(widths.target)} ${r.ok === null ? '' : r.ok ? 'ok' : 'MISSED'}`.trimEnd(),
  );
console.log(
  `${'name'.padEnd(widths.name)} ${'value'.padStart(widths.value)} ${'unit'.padEnd(widths.unit)} target`,
);

const failedSuites = [];
for (const suite of suites) {
  // The machine may be shared: the load average says how far to trust the figures that follow.
  process.stderr.write(`bench: ${suite}… (load average ${os.loadavg()[0].toFixed(2)})\n`);
  const ctx = createContext(repoRoot, suite);
  try {
    const mod = await import(pathToFileURL(path.join(benchDir, 'suites', `${suite}.ts`)).href);
    const run = mod.default;
    if (typeof run !== 'function') throw new Error('its default export is not a function');
    const figures = await run(ctx);
    for (const f of figures) {
      const row = {
        suite,
        name: f.name,
        value: f.value,
        unit: f.unit,
        target: f.target ?? null,
        at: new Date().toISOString(),
        load1: Number(os.loadavg()[0].toFixed(2)),
      };
      row.ok = meets(row.value, row.target);
      rows.push(row);
      printRow(row);
    }
  } catch (err) {
    failedSuites.push(suite);
    console.error(`bench: suite ${suite} failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  } finally {
    await ctx.dispose();
  }
}

// Keep the figures of suites that did not run this time, so `npm run bench -- pump` adds to the file.
let previous = [];
try {
  previous = JSON.parse(fs.readFileSync(resultsFile, 'utf8')).figures ?? [];
} catch {
  // first run
}
const ran = new Set(suites);
const figures = [...previous.filter((f) => !ran.has(f.suite)), ...rows];
fs.writeFileSync(
  resultsFile,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      machine: { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? '' },
      figures,
    },
    null,
    2,
  ) + '\n',
);
process.stderr.write(`bench: ${rows.length} figures → ${path.relative(repoRoot, resultsFile)}\n`);
const missed = rows.filter((r) => r.ok === false);
for (const r of missed) console.log(`MISSED  ${r.suite}: ${r.name}`);
console.log(
  `bench: ${suites.length} suites, ${failedSuites.length} failed` +
    (failedSuites.length ? ` (${failedSuites.join(', ')})` : '') +
    `; ${rows.length} figures, ${missed.length} missed their target`,
);
process.exit(failedSuites.length > 0 || missed.length > 0 ? 1 : 0);
