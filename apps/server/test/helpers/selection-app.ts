// A test app with the fixture engine registry and a test calculator module for the 'station'
// category, plus a test-only way to be "signed in": the header x-test-user sets request.user.
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { apiMessages, type RequestStatus } from '@podbor/contracts';
import { buildApp, type App, type BuildOptions } from '../../src/app';
import { calculatorModules } from '../../src/calculators';
import type { CalculatorModule } from '../../src/modules/selection/calculator-module';
import type { Database } from '../../src/db/schema';
import { createTestApp, type DbKind, type TestApp } from './test-app';

export const fixtureEngines = new URL('../fixtures/engines.ts', import.meta.url).href;

export const testStationSchema = z.strictObject({
  mode: z.enum(['ok', 'refuse', 'refuseMany', 'crash', 'exit', 'hang', 'sleep', 'badResponse']),
  ms: z.number().int().min(0).max(600_000).optional(),
  note: z.string().max(100).optional(),
});

/** A station calculator module driven by the fixture engine (its input says how the job ends). */
export const testStationCalculator: CalculatorModule<'station'> = {
  type: 'station',
  formSchema: testStationSchema,
  reopenInputs: testStationSchema,
  engine: () => import('../fixtures/engines').then((m) => m.engines.station!),
};

/** Test-only sign-in: `x-test-user: <id>` makes the request a signed-in user's. */
export function testUserHook(app: App) {
  app.addHook('onRequest', async (req) => {
    const id = req.headers['x-test-user'];
    if (typeof id === 'string' && id !== '') req.user = { id: Number(id), sessionId: 'test', role: 'user' };
  });
}

export async function createSelectionApp(
  kind: DbKind,
  env: Record<string, string> = {},
  opts: { maxQueue?: number; beforeBuild?: (db: Kysely<Database>) => Promise<void> } = {},
): Promise<TestApp> {
  return createTestApp(kind, env, async (deps, o: BuildOptions = {}) => {
    await opts.beforeBuild?.(deps.database.db);
    return buildApp(deps, {
      ...o,
      selection: {
        enginesModule: fixtureEngines,
        maxQueue: opts.maxQueue,
        calculators: { ...calculatorModules, station: testStationCalculator },
      },
      extend: testUserHook,
    });
  });
}

export async function grantFor(
  app: App,
  calc: 'Station' | 'DCU' | 'Aquastrong' | 'RTO' | 'Clever' = 'Station',
) {
  const password = app.config[`CALC_PASSWORD_${calc.toUpperCase() as Uppercase<typeof calc>}`];
  const res = await app.inject({ method: 'POST', url: '/api/v1/calc/access', payload: { calc, password } });
  if (res.statusCode !== 200) throw new Error(`grant refused: ${res.body}`);
  return res.json().response.grant as string;
}

/** Polls the status record the way the browser does, until the job ends (or `ms` pass). */
export async function waitForEnd(app: App, hash: string, ms = 30_000): Promise<RequestStatus> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/v1/request/${hash}` });
    const status = res.json().response as RequestStatus;
    if (status.state === 'done' || status.state === 'failed') return status;
    if (Date.now() > deadline) throw new Error(`request ${hash} still ${status.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function countRows(t: TestApp) {
  const db = t.database.db;
  const [req] = await db
    .selectFrom('request')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .execute();
  const [file] = await db
    .selectFrom('file')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .execute();
  return { requests: Number(req!.n), files: Number(file!.n) };
}

export { apiMessages };
