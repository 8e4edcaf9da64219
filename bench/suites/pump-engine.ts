// Pump engine speed in-process: selection over the whole catalogue (every series × 1–5 pumps ×
// both control types), p95 per sweep and per selection. Run alone: npx tsx bench/suites/pump-engine.ts
import { fileURLToPath } from 'node:url';
import { loadPumpCatalog, type PumpCatalog } from '@podbor/catalog/pumps';
import { pumpCurves, selectPumps, type BoxType, type PumpSelectionInput } from '@podbor/engineering/pumps';
import { percentile } from '../lib/stats';
import type { Figure } from '../lib/types';

/** Representative duties (per pump; Q is multiplied by the pump count): small to large, low to high H0. */
const DUTIES = [
  { Q: 1.5, H: 6, H0: 2 },
  { Q: 3, H: 4, H0: 1 },
  { Q: 5, H: 7, H0: 3 },
  { Q: 8, H: 3, H0: 0.5 },
  { Q: 14, H: 5, H0: 1.5 },
] as const;
const COUNTS = [1, 2, 3, 4, 5];
const BOX_TYPES: BoxType[] = [0, 2];
const WARMUP_SWEEPS = 20;
const SWEEPS = 400;

/** One full-catalogue selection: every series × pcnt 1–5 × BoxType 0/2 for one duty. */
function sweep(catalog: PumpCatalog, duty: (typeof DUTIES)[number], perSelection?: number[]): number {
  let offered = 0;
  for (const series of catalog.series) {
    for (const pcnt of COUNTS) {
      for (const BoxType of BOX_TYPES) {
        const input: PumpSelectionInput = {
          units: 'm',
          Q: duty.Q * pcnt,
          H: duty.H,
          H0: duty.H0,
          pcnt,
          BoxType,
        };
        const t = perSelection ? performance.now() : 0;
        offered += selectPumps(series, input).candidates.length;
        if (perSelection) perSelection.push(performance.now() - t);
      }
    }
  }
  return offered;
}

export default async function run(): Promise<Figure[]> {
  // Cold: a fresh copy of the catalogue, so the first sweep also fits every model's curves.
  const cold = structuredClone(loadPumpCatalog());
  let t = performance.now();
  sweep(cold, DUTIES[1]);
  const coldMs = performance.now() - t;

  const catalog = loadPumpCatalog();
  for (let i = 0; i < WARMUP_SWEEPS; i++) sweep(catalog, DUTIES[i % DUTIES.length]!);
  const sweeps: number[] = [];
  const selections: number[] = [];
  let offered = 0;
  for (let i = 0; i < SWEEPS; i++) {
    t = performance.now();
    offered += sweep(catalog, DUTIES[i % DUTIES.length]!);
    sweeps.push(performance.now() - t);
  }
  for (let i = 0; i < SWEEPS / 4; i++) sweep(catalog, DUTIES[i % DUTIES.length]!, selections);
  if (offered === 0) throw new Error('no pump was offered for any duty: the bench measures nothing');
  const models = catalog.series.flatMap((s) => s.models.map((m) => ({ s, m })));
  process.stderr.write(
    `  [pump-engine] sweep = ${catalog.series.length * COUNTS.length * BOX_TYPES.length} selections over ${models.length} models\n`,
  );

  const curves: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const { s, m } = models[i % models.length]!;
    t = performance.now();
    pumpCurves(m, { units: 'm', Q: 3, H: 4, H0: 1, BoxType: 0 }, s);
    curves.push(performance.now() - t);
  }

  // Names fit the runner's 44-column table; a sweep is every series × 1–5 pumps × BoxType 0/2.
  return [
    { name: 'pump engine: catalogue sweep p95', value: percentile(sweeps, 95), unit: 'ms', target: '≤ 5' },
    // The median beside the p95: a gap between them is other processes taking the cores.
    { name: 'pump engine: catalogue sweep p50', value: percentile(sweeps, 50), unit: 'ms', target: null },
    { name: 'pump engine: one selection p95', value: percentile(selections, 95), unit: 'ms', target: null },
    { name: 'pump engine: catalogue sweep, cold (fits)', value: coldMs, unit: 'ms', target: null },
    { name: 'pump engine: chart data p95', value: percentile(curves, 95), unit: 'ms', target: null },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const f of await run())
    console.log(`${f.name} ${f.value.toPrecision(3)} ${f.unit} ${f.target ?? '—'}`);
}
