// The contract between `npm run bench` (bench/run.mjs) and a suite in bench/suites/<name>.ts:
// a suite's default export is `async function run(ctx: BenchContext): Promise<Figure[]>`.

/** One measured figure; printed as `name value unit target` and saved to bench/results.json. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The goal as text, e.g. '≤ 150' or '≥ 3000'; null when the figure is informational. */
  target: string | null;
}

export interface ServerOptions {
  /** Extra environment for the server (PORT, HOST and DATA_DIR are chosen by startServer). */
  env?: Record<string, string>;
  /**
   * Called with the empty DATA_DIR before the server starts, e.g. to seed the SQLite database.
   * The server runs its migrations on start; a seeder that needs the tables migrates itself.
   */
  prepare?: (dataDir: string) => Promise<void> | void;
  /** How long to wait for GET /readyz to answer 200, ms (default 30 000). */
  timeoutMs?: number;
}

export interface ServerHandle {
  baseUrl: string;
  dataDir: string;
  /** From spawning `node apps/server/dist/main.js` to the first 200 from /readyz, ms. */
  startupMs: number;
  /** SIGTERM, wait for the exit, remove the temporary DATA_DIR. */
  stop(): Promise<void>;
  /** kill -9 (no shutdown at all: what a crashed instance leaves), wait for the exit, clean up. */
  kill(): Promise<void>;
  /** CPU time the server process has used so far (user + system), ms; null without /proc. */
  cpuMs(): number | null;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: string | object;
  headers?: Record<string, string>;
  /** Concurrent connections (default 50). */
  connections?: number;
  /** Length of the run, s (default 5). */
  durationSec?: number;
  /** Each request asks one of these paths of the URL's origin, drawn at random (default: the URL). */
  paths?: readonly string[];
}

export interface LoadResult {
  /** Responses per second over the run (any status; see non2xx). */
  rps: number;
  /** Latency percentiles, ms. */
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Responses whose status was not 2xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

export interface BenchContext {
  /** Absolute path of the repository root. */
  repoRoot: string;
  /** Starts the built server on a free loopback port with a temporary DATA_DIR. */
  startServer(opts?: ServerOptions): Promise<ServerHandle>;
  /** Drives HTTP load with autocannon against a loopback URL. */
  load(opts: LoadOptions): Promise<LoadResult>;
  /** The p-th percentile (0–100) of the values, nearest-rank. */
  percentile(values: readonly number[], p: number): number;
  /** Progress line for the person watching (stderr, not part of the figures). */
  log(message: string): void;
}

export type Suite = (ctx: BenchContext) => Promise<Figure[]>;
