// `npm test`: lint, type checks, unit + integration (Vitest) and browser tests (Playwright), each
// under its own header, every step run even after a failure, then one summary with the test counts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfChanged, root } from './build.mjs';
import { findBrowser, noBrowserAdvice } from './find-browser.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'podbor-test-report-'));
const vitestJson = path.join(tmp, 'vitest.json');
const playwrightJson = path.join(tmp, 'playwright.json');

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Output of a command, not shown, with its exit code (a download's progress stays off the screen). */
function capture([cmd, ...args], timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => resolve({ code: 1, out: err.message }));
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

/**
 * The Chromium for the browser step (scripts/find-browser.mjs); when there is none, Playwright's
 * own is downloaded once. Throws the one paragraph of advice when no browser can be had.
 */
async function browserForTests() {
  let found = findBrowser();
  if (!found) {
    console.log(
      'No Chromium on this machine: downloading Playwright’s own (npx playwright install chromium)…',
    );
    const { code, out } = await capture([bin('playwright'), 'install', 'chromium'], 10 * 60_000);
    // Its first error line says why (a stack trace follows it).
    const why =
      out
        .split('\n')
        .find((l) => /^Error: /.test(l.trim()))
        ?.trim() ?? '';
    if (code !== 0) console.log(`The download failed${why ? `: ${why.replace(/^Error: /, '')}` : ''}.`);
    found = findBrowser();
  }
  if (!found) throw Object.assign(new Error(noBrowserAdvice), { note: 'skipped: no browser' });
  if ('error' in found) throw Object.assign(new Error(found.error), { note: 'skipped: no browser' });
  console.log(
    `Chromium: ${found.path} (${found.source === 'playwright' ? 'Playwright’s own' : found.source})`,
  );
  return { CHROMIUM_PATH: found.path };
}

/**
 * The tests that failed, and those that passed only on a retry, as `file › title` lines: the summary
 * names them, so the end of a CI log says which test to look at.
 */
function vitestNames(report) {
  const failed = [];
  const retried = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(root, file.name);
    for (const t of file.assertionResults ?? []) {
      const name = `${where} › ${t.fullName}`;
      if (t.status === 'failed') failed.push(name);
      // A retried test that passed keeps the errors of its failed tries.
      else if (t.status === 'passed' && t.failureMessages?.length) retried.push(name);
    }
    if (file.status === 'failed' && !file.assertionResults?.some((t) => t.status === 'failed'))
      failed.push(`${where} › ${file.message?.split('\n')[0] ?? 'the file failed to run'}`);
  }
  return { failed, retried };
}

function playwrightNames(report) {
  const failed = [];
  const retried = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = `${spec.file} › ${[...titles, spec.title].join(' › ')}`;
        if (t.status === 'unexpected') failed.push(name);
        else if (t.status === 'flaky') retried.push(name);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.file === child.file ? [...titles, child.title] : []);
  };
  for (const s of report?.suites ?? []) walk(s, []);
  return { failed, retried };
}

/** The npm workspaces (package.json) that have a script `name`. */
function workspacesWith(name) {
  const { workspaces = [] } = readJson(path.join(root, 'package.json')) ?? {};
  return workspaces.filter((w) => readJson(path.join(root, w, 'package.json'))?.scripts?.[name]);
}

const steps = [
  { name: 'lint', title: 'ESLint and Prettier', run: [[npm, 'run', '--silent', 'lint']] },
  {
    name: 'typecheck',
    title: 'TypeScript in every workspace',
    // `npm run typecheck`, a workspace at a time, two at once beside the lint: every check is one
    // single-threaded process, so the three keep two cores busy until the last one ends.
    // The apps and the scripts first: they take longest, the small packages fill in after them.
    run: [
      [bin('tsc'), '-p', 'scripts/tsconfig.json'],
      ...workspacesWith('typecheck')
        .reverse()
        .map((w) => [npm, 'run', '--silent', 'typecheck', '-w', w]),
    ],
    parallel: 2,
    alongsidePrevious: true,
  },
  {
    name: 'unit',
    title: `Vitest: packages, server (SQLite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''}), web, repo`,
    run: [[bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]],
    counts: () => {
      const r = readJson(vitestJson);
      return (
        r && {
          passed: r.numPassedTests,
          failed: r.numFailedTests,
          skipped: r.numPendingTests + r.numTodoTests,
        }
      );
    },
    names: () => vitestNames(readJson(vitestJson)),
  },
  {
    name: 'e2e',
    title: 'Playwright in Chromium against the built app',
    // The browser first: without one, nothing is built and the step stops with one paragraph.
    before: async () => {
      const env = await browserForTests();
      if (earlyBuild) {
        const { log, error } = await earlyBuild;
        for (const line of log) console.log(line);
        if (error) throw error;
      } else await buildIfChanged();
      return env;
    },
    run: [[bin('playwright'), 'test']],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    counts: () => {
      const s = readJson(playwrightJson)?.stats;
      return s && { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
    },
    names: () => playwrightNames(readJson(playwrightJson)),
  },
];

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !steps.some((s) => s.name === w));
if (unknown.length) {
  console.error(
    `npm test: unknown step ${unknown.join(', ')}; steps are ${steps.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const chosen = wanted.length ? steps.filter((s) => wanted.includes(s.name)) : steps;

/** Runs a command; its output is shown, or with `out` kept there (a step running alongside). */
function exec([cmd, ...args], env, out) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (out) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    child.on('error', (err) => {
      (out ? (l) => out.push(`${l}\n`) : console.error)(`cannot run ${cmd}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * A step's commands, one after another or `step.parallel` at a time (their output kept and shown in
 * the commands' order, never interleaved); `out` as for exec.
 */
async function runCommands(step, env, out) {
  const width = step.parallel ?? 1;
  if (width === 1) {
    let ok = true;
    for (const cmd of step.run) ok = (await exec(cmd, env, out)) === 0 && ok;
    return ok;
  }
  const outputs = step.run.map(() => []);
  const codes = [];
  let next = 0;
  const lane = async () => {
    while (next < step.run.length) {
      const i = next++;
      codes[i] = await exec(step.run[i], env, outputs[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, step.run.length) }, lane));
  for (const chunk of outputs.flat()) {
    if (out) out.push(chunk);
    else process.stdout.write(chunk);
  }
  return codes.every((c) => c === 0);
}

/**
 * The build for the browser step, started while the unit tests run (they read sources only, and
 * Vitest leaves a core to spare): its log is shown in the browser step. Only when a browser is
 * already here: without one the browser step builds nothing.
 */
let earlyBuild = null;
function startEarlyBuild() {
  if (earlyBuild || !chosen.some((s) => s.name === 'e2e')) return;
  const found = findBrowser();
  if (!found || 'error' in found) return;
  const log = [];
  earlyBuild = buildIfChanged({ log: (l) => log.push(l) }).then(
    () => ({ log, error: null }),
    (error) => ({ log, error }),
  );
}

const rule = (text) => `\n━━━━ ${text} ${'━'.repeat(Math.max(4, 90 - text.length))}\n`;
const results = [];
/** The next step, started alongside the current one, with its output kept for its turn. */
let ahead = null;
for (const [i, step] of chosen.entries()) {
  console.log(rule(`npm test › ${step.name}: ${step.title}`));
  if (step.name === 'unit') startEarlyBuild();
  let ok = true;
  let note = '';
  let started = Date.now();
  const next = chosen[i + 1];
  if (ahead) {
    started = ahead.started;
    ok = await ahead.done;
    process.stdout.write(Buffer.concat(ahead.out.map((d) => (typeof d === 'string' ? Buffer.from(d) : d))));
    ahead = null;
  } else {
    if (next?.alongsidePrevious && !next.before) {
      const out = [];
      ahead = { started: Date.now(), out, done: runCommands(next, next.env, out) };
    }
    let env = step.env;
    try {
      env = { ...env, ...(await step.before?.()) };
    } catch (err) {
      console.error(err instanceof Error ? err.message : err);
      note = err?.note ?? '';
      ok = false;
    }
    if (ok) ok = await runCommands(step, env);
  }
  const counts = step.counts?.() ?? null;
  const names = step.names?.() ?? { failed: [], retried: [] };
  results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000, counts, note, names });
}
fs.rmSync(tmp, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
console.log(rule('npm test › summary'));
for (const r of results) {
  const c = r.counts;
  if (c) for (const k of Object.keys(total)) total[k] += c[k] ?? 0;
  const detail = c
    ? `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`
    : r.note
      ? r.note
      : r.counts === null && steps.find((s) => s.name === r.name)?.counts
        ? 'no test report'
        : '';
  console.log(
    `  ${r.name.padEnd(10)} ${(r.ok ? 'ok' : 'FAILED').padEnd(7)} ${`${r.seconds.toFixed(1)} s`.padStart(8)}   ${detail}`.trimEnd(),
  );
}
for (const [key, title] of [
  ['failed', 'Failed'],
  ['retried', 'Passed only on a retry'],
]) {
  const lines = results.flatMap((r) => r.names?.[key].map((n) => `  ${r.name}: ${n}`) ?? []);
  if (lines.length) console.log(`\n${title}:\n${lines.join('\n')}`);
}
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name);
console.log('');
console.log(
  failedSteps.length ? `npm test FAILED in: ${failedSteps.join(', ')}` : 'npm test: all steps passed',
);
// The closing line CI reads: only when a step that runs tests took part.
if (chosen.some((s) => s.counts)) {
  console.log(
    `Tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
}
process.exit(failedSteps.length ? 1 : 0);
